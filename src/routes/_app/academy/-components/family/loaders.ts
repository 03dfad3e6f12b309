// Loaders import the API on demand, so the client and the contract stay out of the first page's bundle.
import { getSessionUser } from '../../../../../auth/session'

export async function loadDashboard() {
  const [{ queryClient }, api, courses] = await Promise.all([
    import('../../../../../api/queryClient'),
    import('../../../../../api/children'),
    import('../../../../../api/courses'),
  ])
  if (getSessionUser()?.user_role_id === 1) {
    await queryClient.ensureQueryData(courses.userCoursesQueryOptions())
    return
  }
  await Promise.all([
    queryClient.ensureQueryData(api.childrenQueryOptions()),
    queryClient.ensureQueryData(api.levelsQueryOptions()),
  ])
}

export async function loadLevels() {
  const [{ queryClient }, { levelsQueryOptions }] = await Promise.all([
    import('../../../../../api/queryClient'),
    import('../../../../../api/children'),
  ])
  await queryClient.ensureQueryData(levelsQueryOptions())
}

export async function loadChildManage(childId: number) {
  // A student may open the route (spec routes.tsv:34) but has no children to manage: the page says so.
  if (getSessionUser()?.user_role_id === 1) return
  const [{ queryClient }, children, subs, courses] = await Promise.all([
    import('../../../../../api/queryClient'),
    import('../../../../../api/children'),
    import('../../../../../api/subscriptions'),
    import('../../../../../api/courses'),
  ])
  const [list] = await Promise.all([
    queryClient.ensureQueryData(children.childrenQueryOptions()),
    queryClient.ensureQueryData(children.levelsQueryOptions()),
  ])
  // Another family's child (or a mistyped number) is not asked about: the page says it is not found.
  if (!list.some((c) => c.id === childId)) return
  await Promise.all([
    queryClient.ensureQueryData(subs.subscriptionsQueryOptions(childId)),
    queryClient.ensureQueryData(subs.productsQueryOptions(childId)),
    queryClient.ensureQueryData(courses.userCoursesQueryOptions(childId)),
  ])
}
