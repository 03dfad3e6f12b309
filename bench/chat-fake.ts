/**
 * The chat benchmark's model server (bench/chat.ts): the tests' fake OpenAI-compatible server, in a process
 * of its own so neither its timers nor its memory are the app's. Every streamed reply is the same length;
 * the tag in the student's message says which stream it is, and the fake notes when it received the request
 * and when it wrote that stream's first token.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { type FakeChatReply, startFakeOpenAiServer } from '../tests/fake-openai-server'
import {
  benchRole,
  clock,
  type Ping,
  type Pong,
  parentChannel,
  startBenchWorker,
  trackHeapPeak,
} from './chat-threads'

export const FAKE_API_KEY = 'bench'
export const FIRST_TOKEN_MS = 50
export const TOKEN_GAP_MS = 25
export const REPLY_TOKENS = 120
/** The first words of every reply the fake writes: a reply that does not start so did not come from it. */
export const MODEL_MARK = '(model) '
const ROLE = 'lantern-bench-chat-fake-model'

/** `benchtag-s-17`: stream 17 sent through our server (`s`), straight to the fake (`d`), or a warm-up (`w`). */
export const tagOf = (kind: 's' | 'd' | 'w', n: number) => `benchtag-${kind}-${n}`
const TAG = /benchtag-[sdw]-\d+/

export type FakeRecord = {
  tag: string
  receivedAt: number
  firstTokenAt: number | null
  /** The request as our server sent it (through-server streams only), to send the same one straight. */
  body?: Record<string, unknown>
}
type FromFake =
  | { type: 'ready'; baseUrl: string }
  | { type: 'records'; records: FakeRecord[]; otherRequests: number; peakOpen: number; heapPeak: number }
  | { type: 'closed' }

const replyTokens = (tag: string) => [
  MODEL_MARK,
  ...Array.from({ length: REPLY_TOKENS - 1 }, (_, i) =>
    i % 10 === 9 ? `(step ${i + 1} for ${tag}). ` : 'word ',
  ),
]

/**
 * The fake writes chunk i after the (i+1)-th call of the iterator's next() (for…of: next, sleep, write). So the
 * second call comes right after the first token was written: that is when it is stamped.
 */
function stampAfterFirstWrite(chunks: string[], stamp: () => void): string[] {
  const items = [...chunks]
  Object.defineProperty(chunks, Symbol.iterator, {
    value: function* () {
      for (let i = 0; i < items.length; i++) {
        if (i === 1) stamp()
        yield items[i]
      }
    },
  })
  return chunks
}

async function serveFakeModel() {
  const port = parentChannel()
  const heapPeak = trackHeapPeak()
  const fake = await startFakeOpenAiServer(FAKE_API_KEY)
  let records: FakeRecord[] = []
  let otherRequests = 0
  let open = 0
  let peakOpen = 0
  fake.onChat(async (request): Promise<FakeChatReply> => {
    const receivedAt = clock()
    // The tests' fake keeps every request; the benchmark keeps its own records instead.
    fake.chatRequests.length = 0
    fake.requests.length = 0
    const last = request.messages.filter((m) => m.role === 'user').at(-1)?.content ?? ''
    const tag = TAG.exec(last)?.[0]
    if (!request.stream || !tag) {
      otherRequests++
      return { content: 'Benchmark reply.' }
    }
    const record: FakeRecord = { tag, receivedAt, firstTokenAt: null }
    if (tag.includes('-s-')) record.body = request.body
    records.push(record)
    open++
    peakOpen = Math.max(peakOpen, open)
    setTimeout(() => open--, FIRST_TOKEN_MS + REPLY_TOKENS * TOKEN_GAP_MS).unref()
    await sleep(FIRST_TOKEN_MS)
    const chunks = stampAfterFirstWrite(replyTokens(tag), () => {
      record.firstTokenAt = clock()
    })
    return { chunks, delayMs: TOKEN_GAP_MS }
  })
  port.on(async (message: Ping | { type: 'collect' } | { type: 'close' }) => {
    const reply = (m: FromFake | Pong) => port.post(m)
    if (message.type === 'ping') reply({ type: 'pong', t0: message.t0, tw: clock() })
    else if (message.type === 'collect') {
      reply({ type: 'records', records, otherRequests, peakOpen, heapPeak: heapPeak() })
      records = []
      otherRequests = 0
      peakOpen = 0
    } else if (message.type === 'close') {
      await fake.close()
      reply({ type: 'closed' })
      port.close()
    }
  })
  port.post({ type: 'ready', baseUrl: fake.baseUrl } satisfies FromFake)
}

/** Starts the fake model in its worker; `collect` hands over (and clears) what it noted. */
export async function startFakeModel() {
  const worker = await startBenchWorker<FromFake>(import.meta.url, ROLE)
  const { baseUrl } = worker.ready as Extract<FromFake, { type: 'ready' }>
  return {
    baseUrl,
    clockOffset: worker.clockOffset,
    collect: () =>
      worker.ask({ type: 'collect' }, 'records') as Promise<Extract<FromFake, { type: 'records' }>>,
    async close() {
      await worker.ask({ type: 'close' }, 'closed')
      await worker.terminate()
    },
  }
}

if (benchRole() === ROLE) await serveFakeModel()
