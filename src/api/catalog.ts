import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { CatalogueCourseSchema } from '../../contracts/courses'
import type { LocalCheckoutSchema, Subscription } from '../../contracts/subscription'
import type { CheckoutBody, CreatedCheckout } from '../../machines/checkout.machine'
import { client } from './client'
import { expectStatus } from './errors'

export type CatalogueCourse = z.infer<typeof CatalogueCourseSchema>
export type LocalCheckout = z.infer<typeof LocalCheckoutSchema>
export type { Subscription }

export const catalogKeys = {
  catalogue: ['courses', 'public'] as const,
  products: (studentId?: number) => ['subscription', 'products', studentId ?? null] as const,
  subscriptions: (studentId: number) => ['subscription', 'list', studentId] as const,
  children: ['users', 'children'] as const,
  localCheckout: (sessionId: string) => ['payments', 'local-checkout', sessionId] as const,
}

/** The public catalogue with the server's prices (null when a course is not for sale). */
export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.catalogue,
    queryFn: async () => expectStatus(await client.courses.listPublicCourses({ query: {} }), 200).courses,
    staleTime: 5 * 60_000,
  })

/** What can be bought for a child, each product marked when the child already has it. */
export const productsQueryOptions = (studentId?: number) =>
  queryOptions({
    queryKey: catalogKeys.products(studentId),
    queryFn: async () =>
      expectStatus(
        await client.subscription.listSubscriptionProducts({
          query: studentId === undefined ? {} : { student_id: studentId },
        }),
        200,
      ).products,
  })

/** A student's courses with how each is unlocked (a parent's child with `childId`). */
export const userCoursesQueryOptions = (childId?: number) =>
  queryOptions({
    queryKey: ['courses', 'user', childId ?? null] as const,
    queryFn: async () =>
      expectStatus(
        await client.courses.listUserCourses({ query: childId === undefined ? {} : { child_id: childId } }),
        200,
      ).courses,
  })

export const childrenQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.children,
    queryFn: async () => expectStatus(await client.children.listChildren(), 200).children,
  })

export async function fetchSubscriptions(studentId: number): Promise<Subscription[]> {
  return expectStatus(await client.subscription.listSubscriptions({ query: { student_id: studentId } }), 200)
    .subscriptions
}

export async function createCheckout(body: CheckoutBody): Promise<CreatedCheckout> {
  return expectStatus(await client.subscription.createCheckout({ body }), 200)
}

export const localCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: catalogKeys.localCheckout(sessionId),
    queryFn: async () =>
      expectStatus(await client.subscription.getLocalCheckout({ params: { sessionId } }), 200),
    staleTime: 0,
  })

export async function payLocalCheckout(sessionId: string, cardNumber: string) {
  return expectStatus(
    await client.subscription.payLocalCheckout({ params: { sessionId }, body: { card_number: cardNumber } }),
    200,
  )
}
