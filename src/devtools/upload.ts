import { SESSION_LOG_LIMITS as LIMITS } from '../../contracts/session-log-limits'
import type { SessionLogBatch, SessionLogEntry } from '../../contracts/session-logs'
import { getSessionUser, subscribeSession } from '../auth/session'
import { randomId } from '../random-id'
import type { EventLog } from './event-log'

const FLUSH_MS = 5_000
/** Two batches at most every 5 seconds: within the server's 30 a minute per person. */
const BATCHES_PER_FLUSH = 2
/** Browsers refuse a keepalive request (the one sent as the page goes away) with a body over 64 KB. */
const KEEPALIVE_CHARS = 60 * 1024
const VISITOR_KEY = 'visitor_session_id'

type Identity = { userId: number | null; token: string | null }
const currentIdentity = (): Identity => {
  const user = getSessionUser()
  return { userId: user?.id ?? null, token: user?.access_token ?? null }
}

function visitorSessionId(): string {
  let id = sessionStorage.getItem(VISITOR_KEY)
  if (!id) {
    id = randomId()
    sessionStorage.setItem(VISITOR_KEY, id)
  }
  return id
}

/** Production records only an account whose user turned recording on for support. */
async function consented({ token }: Identity): Promise<boolean> {
  if (!token) return false
  try {
    const response = await fetch('/api/v1/session-logs/recording', {
      headers: { authorization: `Bearer ${token}` },
    })
    return response.ok && (await response.json()).enabled === true
  } catch {
    return false
  }
}

let recheck: () => void = () => {}
/** Asks the server again whether this account records (after its user switched recording on or off). */
export const recheckRecording = () => recheck()

/**
 * Sends the page's recorded session in batches: every few seconds and as the page is hidden. A recording belongs
 * to one person: when someone signs in or out, the last entries go under the previous name and a new recording
 * starts, joined by the actors already running. Plain fetch, not the API client: a batch must carry the
 * credentials of whoever it was recorded for, and a refused batch must not sign anyone out.
 */
export function startUploads(log: EventLog, policy: 'always' | 'consent') {
  let identity = currentIdentity()
  let recordingId = randomId()
  let batch = 0

  async function send(entries: SessionLogEntry[], who: Identity, keepalive: boolean) {
    const body: SessionLogBatch = {
      recording_id: recordingId,
      ...(who.token ? {} : { visitor_session_id: visitorSessionId() }),
      started_at: log.startedAt.toISOString(),
      seq: batch++,
      entries,
    }
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (who.token) headers.authorization = `Bearer ${who.token}`
    try {
      const sent = { method: 'POST', headers, body: JSON.stringify(body), keepalive }
      const response = await fetch('/api/v1/session-logs', sent)
      // Recording is off (403), or this recording cannot grow (409, 413): stop until a new one starts.
      if ([403, 409, 413].includes(response.status) && who === identity) log.restart(false)
    } catch {
      // Offline: these entries are lost, the next batches carry on.
    }
  }

  function flush(keepalive = false) {
    for (let i = 0; i < BATCHES_PER_FLUSH && log.recording && log.size > 0; i++) {
      const entries = log.take(LIMITS.entriesPerBatch, keepalive ? KEEPALIVE_CHARS : LIMITS.batchChars)
      void send(entries, identity, keepalive)
      if (keepalive) break
    }
  }

  /** Starts or stops recording for this person as the server says; nothing changes when it already agrees. */
  async function follow(who: Identity) {
    const recording = await consented(who)
    if (who === identity && recording !== log.recording) log.restart(recording)
  }

  subscribeSession(() => {
    const next = currentIdentity()
    if (next.userId === identity.userId && next.token === identity.token) return
    flush()
    identity = next
    recordingId = randomId()
    batch = 0
    // Synchronous when every session is recorded, so not one event falls between the two recordings.
    log.restart(policy === 'always')
    if (policy === 'consent') void follow(next)
  })
  if (policy === 'consent') {
    recheck = () => void follow(identity)
    void follow(identity)
  }
  setInterval(() => flush(), FLUSH_MS)
  addEventListener('pagehide', () => flush(true))
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(true)
  })
}
