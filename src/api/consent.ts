import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ParentalConsentBodySchema } from '../../contracts/auth-consent'
import { client } from './client'
import { expectStatus } from './errors'

export type AskGrownUpBody = z.input<typeof ParentalConsentBodySchema>

/** A child's request for an account: a first name and a grown-up's email, nothing more (ADR 0057). */
export async function askGrownUp(body: AskGrownUpBody) {
  return expectStatus(await client.auth.requestParentalConsent({ body }), 202)
}

// A consent link is single-use: a failed check will not get better by retrying.
export const parentalConsentQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'parental-consent', token],
    queryFn: async () => expectStatus(await client.auth.getParentalConsent({ params: { token } }), 200),
    retry: false,
    gcTime: 0,
  })

export async function declineConsent(token: string) {
  return expectStatus(await client.auth.declineParentalConsent({ params: { token } }), 200)
}

export async function verifyEmail(token: string) {
  return expectStatus(await client.auth.verifyEmail({ body: { token } }), 200)
}

export async function resendVerification() {
  return expectStatus(await client.auth.sendEmailVerification(), 200)
}
