import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { CatalogueCourseSchema } from '../../contracts/courses'
import type { LocalCheckoutSchema } from '../../contracts/subscription'
import type { CheckoutBody, CreatedCheckout } from '../../machines/checkout.machine'
import { client } from './client'
import { expectStatus } from './errors'

export type CatalogueCourse = z.infer<typeof CatalogueCourseSchema>
export type LocalCheckout = z.infer<typeof LocalCheckoutSchema>

export const catalogKeys = {
  catalogue: ['courses', 'public'] as const,
  localCheckout: (sessionId: string) => ['payments', 'local-checkout', sessionId] as const,
}

/** The public catalogue with the server's prices (null when a course is not for sale). */
export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.catalogue,
    queryFn: async () => expectStatus(await client.courses.listPublicCourses({ query: {} }), 200).courses,
    staleTime: 5 * 60_000,
  })

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
