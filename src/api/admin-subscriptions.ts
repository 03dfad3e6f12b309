import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ServerInferResponseBody } from '@ts-rest/core'
import type { z } from 'zod'
import type { adminContract, ChildSubjectAccessSchema } from '../../contracts/admin'
import { client } from './client'
import { expectStatus } from './errors'
import { queryClient } from './queryClient'

export type SubjectAccess = z.infer<typeof ChildSubjectAccessSchema>
export type ParentsPage = ServerInferResponseBody<typeof adminContract.listParents, 200>
export type ParentSummary = ParentsPage['items'][number]
export type ParentChild = ServerInferResponseBody<
  typeof adminContract.listParentChildren,
  200
>['children'][number]
export type AcademySubscription = ServerInferResponseBody<
  typeof adminContract.listAiAcademySubscriptions,
  200
>['subscriptions'][number]
/** Which parent, child and subject an access change is for. */
export type SubjectTarget = { parentId: number; childId: number; subjectId: number }

export const PARENTS_PAGE_SIZE = 20

export const adminSubscriptionKeys = {
  all: ['admin', 'subscriptions'] as const,
  parents: (search: string, page: number) => ['admin', 'subscriptions', 'parents', search, page] as const,
  children: (parentId: number) => ['admin', 'subscriptions', 'children', parentId] as const,
  academy: (toDate: string) => ['admin', 'subscriptions', 'academy', toDate] as const,
}

/** Parents by name, email or username, a page at a time; the last page stays shown while the next loads. */
export const parentsQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminSubscriptionKeys.parents(search, page),
    queryFn: async () =>
      expectStatus(
        await client.admin.listParents({
          query: { page, size: PARENTS_PAGE_SIZE, ...(search ? { search } : {}) },
        }),
        200,
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })

/** A parent's children with how each reaches every subject; always read fresh, access changes elsewhere. */
export const parentChildrenQueryOptions = (parentId: number) =>
  queryOptions({
    queryKey: adminSubscriptionKeys.children(parentId),
    queryFn: async () =>
      expectStatus(await client.admin.listParentChildren({ params: { id: parentId } }), 200).children,
    staleTime: 0,
  })

/** Card subscriptions started up to a day (YYYY-MM-DD), newest first. */
export const academySubscriptionsQueryOptions = (toDate: string) =>
  queryOptions({
    queryKey: adminSubscriptionKeys.academy(toDate),
    queryFn: async () =>
      expectStatus(
        await client.admin.listAiAcademySubscriptions({ query: toDate ? { to_date: toDate } : {} }),
        200,
      ).subscriptions,
    staleTime: 0,
  })

const paramsOf = (t: SubjectTarget) => ({ id: t.parentId, childId: t.childId, subjectId: t.subjectId })

/** Puts the server's reply for one subject into the parent's children, so the page shows what it said. */
function remember(parentId: number, state: SubjectAccess) {
  queryClient.setQueryData<ParentChild[]>(adminSubscriptionKeys.children(parentId), (children) =>
    children?.map((child) =>
      child.id !== state.child_id
        ? child
        : {
            ...child,
            subjects: child.subjects.map((s) => (s.subject_id === state.subject_id ? state : s)),
          },
    ),
  )
  return state
}

export async function activateSubject(target: SubjectTarget) {
  const reply = await client.admin.activateChildSubject({ params: paramsOf(target) })
  return remember(target.parentId, expectStatus(reply, 200))
}

export async function deactivateSubject(target: SubjectTarget) {
  const reply = await client.admin.deactivateChildSubject({ params: paramsOf(target) })
  return remember(target.parentId, expectStatus(reply, 200))
}

/** Ties the subject to a card subscription; the academy list changes with it (the subscription is adopted). */
export async function tieSubjectToSubscription(target: SubjectTarget, subscriptionId: string) {
  const reply = await client.admin.linkChildSubjectStripe({
    params: paramsOf(target),
    body: { stripe_subscription_id: subscriptionId },
  })
  const state = remember(target.parentId, expectStatus(reply, 200))
  void queryClient.invalidateQueries({ queryKey: [...adminSubscriptionKeys.all, 'academy'] })
  return state
}
