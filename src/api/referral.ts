import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { RedeemerSchema } from '../../contracts/referral'
import { client } from './client'
import { expectStatus } from './errors'

export type Redeemer = z.infer<typeof RedeemerSchema>

export const referralKeys = { all: ['referral'] as const }

/** The family's own code (made on the first call), its share link, places left and reward. */
export const referralQueryOptions = () =>
  queryOptions({
    queryKey: ['referral', 'own'],
    queryFn: async () => expectStatus(await client.referral.getReferral(), 200),
  })

export const redeemersQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['referral', 'redeemers', code],
    queryFn: async () =>
      expectStatus(await client.referral.listReferralRedeemers({ query: { referral_code: code } }), 200)
        .redeemers,
  })

/** Whose code this family joined with, if any. */
export const referredQueryOptions = () =>
  queryOptions({
    queryKey: ['referral', 'referred'],
    queryFn: async () => expectStatus(await client.referral.getReferredQuota(), 200),
  })

export async function redeemReferralCode(code: string) {
  return expectStatus(await client.referral.updateRedemptionStatus({ body: { referral_code: code } }), 200)
}
