import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type {
  ProrationPreviewSchema,
  Subscription,
  SubscriptionProductSchema,
} from '../../contracts/subscription'
import { client } from './client'
import { expectStatus } from './errors'

export type { Subscription }
export type SubscriptionProduct = z.infer<typeof SubscriptionProductSchema>
export type ProrationPreview = z.infer<typeof ProrationPreviewSchema>
export type CourseChange = 'add' | 'remove'

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  of: (studentId: number) => ['subscriptions', studentId] as const,
  products: (studentId?: number) => ['subscriptions', 'products', studentId ?? null] as const,
}

export async function fetchSubscriptions(studentId: number): Promise<Subscription[]> {
  return expectStatus(await client.subscription.listSubscriptions({ query: { student_id: studentId } }), 200)
    .subscriptions
}

export const subscriptionsQueryOptions = (studentId: number) =>
  queryOptions({ queryKey: subscriptionKeys.of(studentId), queryFn: () => fetchSubscriptions(studentId) })

/** What can be bought (for a child, each product marked when the child already has it). */
export const productsQueryOptions = (studentId?: number) =>
  queryOptions({
    queryKey: subscriptionKeys.products(studentId),
    queryFn: async () =>
      expectStatus(
        await client.subscription.listSubscriptionProducts({
          query: studentId === undefined ? {} : { student_id: studentId },
        }),
        200,
      ).products,
  })

/** A subscription that still gives access: live, or cancelled but not yet at its end. */
export const isLive = (s: Subscription) => s.status !== 'canceled' && s.status !== 'incomplete'

export async function cancelSubscription(id: string) {
  return expectStatus(await client.subscription.cancelSubscription({ params: { id } }), 200)
}

export async function resumeSubscription(id: string) {
  return expectStatus(await client.subscription.resumeSubscription({ params: { id } }), 200)
}

export async function previewCourseChange(id: string, productId: string, action: CourseChange) {
  return expectStatus(
    await client.subscription.previewSubscriptionProduct({ params: { id, productId }, query: { action } }),
    200,
  )
}

export async function changeCourse(
  id: string,
  productId: string,
  action: CourseChange,
  prorationDate: string,
) {
  const args = { params: { id, productId }, query: { proration_date: prorationDate } }
  const reply =
    action === 'add'
      ? await client.subscription.addSubscriptionProduct(args)
      : await client.subscription.removeSubscriptionProduct(args)
  return expectStatus(reply, 200)
}
