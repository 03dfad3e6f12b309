import { queryOptions } from '@tanstack/react-query'
import { client } from '../api/client'
import { expectStatus } from '../api/errors'
import { recheckRecording } from './upload'

// For the page where a family turns recording on when support asks (ADR 0022): on for 7 days, off at any time.

export const sessionRecordingQueryOptions = () =>
  queryOptions({
    queryKey: ['session-logs', 'recording'],
    queryFn: async () => expectStatus(await client.sessionLogs.getSessionRecording(), 200),
  })

/** Turns recording for support on or off for the signed-in account; this page starts or stops at once. */
export async function setSupportRecording(enabled: boolean) {
  const body = expectStatus(await client.sessionLogs.updateSessionRecording({ body: { enabled } }), 200)
  recheckRecording()
  return body
}
