import { queryOptions } from '@tanstack/react-query'
import { client } from '../api/client'
import { expectStatus } from '../api/errors'
import { recheckRecording } from './upload'

// For the page where a family turns recording on when support asks (ADR 0022): on for 7 days, off at any time.

// Keyed by the account: the setting is each person's own, and a stored sign-in can lapse without the cache
// being cleared.
export const sessionRecordingQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['session-logs', 'recording', userId],
    queryFn: async () => expectStatus(await client.sessionLogs.getSessionRecording(), 200),
  })

/** Turns recording for support on or off for the signed-in account; this page starts or stops at once. */
export async function setSupportRecording(enabled: boolean) {
  const body = expectStatus(await client.sessionLogs.updateSessionRecording({ body: { enabled } }), 200)
  recheckRecording()
  return body
}
