import type { Outcome } from './chat-client'
import { type FakeRecord, MODEL_MARK } from './chat-fake'
import { round, stats } from './figures'

/**
 * One run's figures, each stream matched by its tag to what the fake model noted of it. `toClient` puts a time
 * on the fake's clock on the client's. A stream "not from the model" is one whose text does not start with the
 * fake's words or whose final event does not say the model answered (the offline coach took over).
 */
export function summariseRun(
  outcomes: Outcome[],
  records: FakeRecord[],
  toClient: (fakeTime: number) => number,
) {
  const byTag = new Map(records.map((r) => [r.tag, r]))
  const ok = outcomes.filter((o) => !o.error)
  const added: number[] = []
  const sendToModel: number[] = []
  const modelWait: number[] = []
  let unmatched = 0
  let notFromModel = 0
  for (const o of ok) {
    if (!o.text.startsWith(MODEL_MARK) || o.answeredBy !== 'model') notFromModel++
    const record = byTag.get(o.tag)
    if (!record?.firstTokenAt || o.firstTokenAt === undefined) {
      unmatched++
      continue
    }
    added.push(o.firstTokenAt - toClient(record.firstTokenAt))
    sendToModel.push(toClient(record.receivedAt) - o.startedAt)
    modelWait.push(record.firstTokenAt - record.receivedAt)
  }
  const errors = outcomes.filter((o) => o.error)
  const start = Math.min(...outcomes.map((o) => o.startedAt))
  const end = Math.max(...ok.map((o) => o.endedAt ?? o.startedAt))
  return {
    streams: outcomes.length,
    errors: errors.length,
    errorSamples: errors.slice(0, 5).map((o) => `${o.tag}: ${o.error}`),
    unmatched,
    notFromModel,
    heartbeats: ok.reduce((n, o) => n + o.heartbeats, 0),
    tokenEvents: ok.reduce((n, o) => n + o.tokens, 0),
    wallMs: round(end - start),
    addedFirstTokenMs: stats(added),
    sendToFirstTokenMs: stats(
      ok.flatMap((o) => (o.firstTokenAt === undefined ? [] : [o.firstTokenAt - o.startedAt])),
    ),
    sendToModelMs: stats(sendToModel),
    modelWaitMs: stats(modelWait),
    totalMs: stats(ok.map((o) => (o.endedAt ?? o.startedAt) - o.startedAt)),
  }
}
