import { createFileRoute } from '@tanstack/react-router'
import { useAuthUser } from '../../../auth/actor'
import { ChildLeaderboardPanel } from '../../../leaderboard/GrownUpPanels'
import { guard } from '../../../router/guard'
import { ButtonLink } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import { lead, pageTitle, stack } from '../../-components/styles'
import { ChildFlagsPanel } from '../-components/FlagsPanel'
import { FamilyError } from './-components/family/FamilyError'
import { loadChildManage } from './-components/family/loaders'
import { ManageChildPage } from './-components/family/ManageChildPage'

const idOf = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : 0)

export const Route = createFileRoute('/_app/academy/child/$childId/manage')({
  beforeLoad: guard({ roles: ['student', 'parent'] }),
  staticData: { title: 'Manage child' },
  loader: ({ params }) => loadChildManage(idOf(params.childId)),
  pendingComponent: () => <Spinner label="Loading your child’s account" />,
  errorComponent: FamilyError,
  component: Page,
})

function Page() {
  const { childId } = Route.useParams()
  if (useAuthUser()?.user_role_id === 1)
    return (
      <div className={stack}>
        <h1 className={pageTitle}>This page is for parents</h1>
        <p className={lead}>
          A parent looks after a child’s account here. Your own subjects are on your family page.
        </p>
        <div>
          <ButtonLink to="/academy/dashboard">See my subjects</ButtonLink>
        </div>
      </div>
    )
  return (
    <>
      <ManageChildPage childId={idOf(childId)} />
      <ChildLeaderboardPanel childId={idOf(childId)} />
      <ChildFlagsPanel childId={idOf(childId)} />
    </>
  )
}
