import http from 'node:http'
import https from 'node:https'

/**
 * A streamed chat completion read straight off the socket (ADR 0063). The SDK's stream goes through fetch,
 * web streams, a byte-line decoder and an async iterator per chunk: at 500 coach replies at once that was a
 * third of the server's busy time, and every token waited behind it. This reads the same Server-Sent Events
 * with node's own HTTP client and hands the caller, per network read, the text of every delta it carried.
 * Only streamed completions come here; every other call (moderation, embeddings, marking) keeps the SDK.
 */

/** The OpenAI default, as the SDK has it, when only an API key is configured. */
export const DEFAULT_BASE_URL = 'https://api.openai.com/v1'

/** One keep-alive pool per protocol, as the SDK's fetch keeps its connections. */
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
}

/** The server answered with an error status (the status is all a log line may carry). */
export class ModelHttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`)
    this.name = 'ModelHttpError'
  }
}

/** Statuses worth one more try before falling back, as the SDK retries them. */
const RETRIABLE = new Set([408, 409, 429, 500, 502, 503, 504])
const RETRY_DELAY_MS = 500

export type CompletionStreamRequest = {
  baseUrl?: string
  apiKey?: string
  body: Record<string, unknown>
  signal: AbortSignal
}

/** What one network read carried: the deltas' text joined, and whether a choice reported its finish reason. */
export type CompletionRead = { text: string; finished: boolean }

function post(request: CompletionStreamRequest): Promise<http.IncomingMessage> {
  const url = new URL(`${(request.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')}/chat/completions`)
  const payload = JSON.stringify({ ...request.body, stream: true })
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        agent: agents[url.protocol as 'http:' | 'https:'],
        signal: request.signal,
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          'content-length': Buffer.byteLength(payload),
          ...(request.apiKey ? { authorization: `Bearer ${request.apiKey}` } : {}),
        },
      },
      resolve,
    )
    req.once('error', reject)
    req.end(payload)
  })
}

async function discard(response: http.IncomingMessage) {
  response.resume()
  await new Promise((resolve) => response.once('close', resolve))
}

/** Opens the stream, with one more try after a connection error or a retriable status, as the SDK would. */
async function open(request: CompletionStreamRequest): Promise<http.IncomingMessage> {
  for (let attempt = 1; ; attempt++) {
    let failure: unknown
    try {
      const response = await post(request)
      const status = response.statusCode ?? 0
      if (status >= 200 && status < 300) return response
      await discard(response)
      failure = new ModelHttpError(status)
      if (!RETRIABLE.has(status)) throw failure
    } catch (error) {
      if (request.signal.aborted || error instanceof ModelHttpError) throw error
      failure = error
    }
    if (attempt === 2 || request.signal.aborted) throw failure
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
  }
}

type Chunk = {
  error?: { message?: string }
  choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[]
}

/** Reads one event's data line into the read so far; true when it was the stream's `[DONE]`. */
function readData(data: string, read: CompletionRead): boolean {
  if (data === '[DONE]') return true
  const chunk = JSON.parse(data) as Chunk
  if (chunk.error) throw new Error(`the model reported an error: ${chunk.error.message ?? 'unknown'}`)
  const choice = chunk.choices?.[0]
  if (choice?.finish_reason) read.finished = true
  const content = choice?.delta?.content
  if (content) read.text += content
  return false
}

/**
 * The completion's deltas, a network read at a time. Ends at `[DONE]` or when the server closes the stream;
 * throws on an error status (after one retry where the SDK would retry), a malformed event or an abort.
 */
export async function* streamCompletion(request: CompletionStreamRequest): AsyncGenerator<CompletionRead> {
  const response = await open(request)
  response.setEncoding('utf8')
  let pending = ''
  let complete = false
  try {
    for await (const piece of response as AsyncIterable<string>) {
      pending += piece
      const read: CompletionRead = { text: '', finished: false }
      let done = false
      let end = pending.indexOf('\n')
      let start = 0
      while (end >= 0) {
        const line =
          pending.charCodeAt(end - 1) === 13 ? pending.slice(start, end - 1) : pending.slice(start, end)
        if (line.startsWith('data:'))
          done = readData(line.slice(line.charCodeAt(5) === 32 ? 6 : 5), read) || done
        start = end + 1
        end = pending.indexOf('\n', start)
      }
      pending = pending.slice(start)
      complete = done
      if (read.text || read.finished) yield read
      if (done) return
    }
    complete = true
  } finally {
    // A finished response is drained so its connection goes back to the pool; one left part way is cut.
    if (complete) response.resume()
    else response.destroy()
  }
}
