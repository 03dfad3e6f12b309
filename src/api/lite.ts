import { queryOptions } from '@tanstack/react-query'
import { client } from './client'
import { expectStatus } from './errors'

/** PATCH /users/redeem-free-tier-access: for oneself (student) or a parent's child. */
export async function activateLite(studentId?: number) {
  return expectStatus(
    await client.referral.redeemFreeTierAccess({
      body: studentId === undefined ? {} : { student_id: studentId },
    }),
    200,
  )
}

/** Whether to show a Lite student the premium nudge now (at most once per three days, ADR 0028). */
export const premiumNudgeQueryOptions = (lastSentMessageAt: string | null) =>
  queryOptions({
    queryKey: ['users', 'premium-nudge', lastSentMessageAt] as const,
    queryFn: async () =>
      expectStatus(
        await client.progress.getPremiumAccessNudge({
          query: lastSentMessageAt ? { last_sent_message_at: lastSentMessageAt } : {},
        }),
        200,
      ),
    staleTime: 5 * 60_000,
    retry: false,
  })

/** POST /users/premium-nudge/ask-grown-up: the child's parents are mailed the nudge (once a day, ADR 0064). */
export async function askGrownUp() {
  return expectStatus(await client.progress.askGrownUpToUnlock(), 200)
}
