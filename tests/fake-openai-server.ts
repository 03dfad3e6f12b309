import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { embeddingsBody, type ModerationHandler, moderationBody, SILENT_MP3 } from './fake-openai-extras'

export type FakeChatMessage = { role: string; content: string }

export type FakeChatRequest = {
  model: string
  messages: FakeChatMessage[]
  stream: boolean
  response_format?: { type: string }
  temperature?: number
  /** The whole parsed JSON body, for anything else a test wants to look at. */
  body: Record<string, unknown>
  /** Set when the client hung up before the reply was complete (an aborted or timed-out call). */
  disconnected: boolean
}

export type FakeChatReply =
  /** The assistant's whole message; split into word-sized deltas when the request asked for a stream. */
  | { content: string; finishReason?: 'stop' | 'length' }
  /**
   * Streamed deltas sent `delayMs` apart. After the last one the stream ends normally (`'end'`), stays open
   * without sending anything (`'hang'`), or the connection is cut without `[DONE]` (`'drop'`).
   */
  | { chunks: string[]; delayMs?: number; after?: 'end' | 'hang' | 'drop' }
  | { status: number; message?: string }
  /** A non-streamed reply that calls tools instead of writing text. */
  | { toolCalls: { name: string; arguments: string }[] }
  /** Never answer (until the client gives up or the server closes). */
  | { hang: true }

export type FakeTranscriptionRequest = {
  model: string
  language?: string
  fileName: string
  mimeType: string
  data: Buffer
}
export type FakeTranscriptionReply = { text: string } | { status: number; message?: string }

type ChatHandler = (request: FakeChatRequest) => FakeChatReply | Promise<FakeChatReply>
type TranscriptionHandler = (
  request: FakeTranscriptionRequest,
) => FakeTranscriptionReply | Promise<FakeTranscriptionReply>

const defaultChat: ChatHandler = () => ({ content: '{}' })
const defaultTranscription: TranscriptionHandler = () => ({ text: '' })

/**
 * A local model server speaking the OpenAI HTTP protocol as the SDK uses it: `POST /v1/chat/completions`
 * (JSON, or Server-Sent Events with `stream: true`), `POST /v1/audio/transcriptions` (multipart), and
 * `/v1/moderations`, `/v1/embeddings` and `/v1/audio/speech` (fake-openai-extras.ts).
 * Each test scripts the model with `onChat` / `onTranscription` and reads what was asked in `chatRequests` /
 * `transcriptionRequests`. Requests without `Authorization: Bearer <apiKey>` get a 401, as OpenAI's would.
 */
export async function startFakeOpenAiServer(apiKey = 'sk-lantern-test') {
  const chatRequests: FakeChatRequest[] = []
  const transcriptionRequests: FakeTranscriptionRequest[] = []
  let chat = defaultChat
  let transcription = defaultTranscription
  let moderation: ModerationHandler = () => ({ flagged: [] })
  /** Every request body, of every kind: what "never sent to a provider" assertions read. */
  const requests: { path: string; body: string }[] = []

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    if (req.method !== 'POST') return sendError(res, 405, 'Method not allowed')
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return sendError(res, 401, 'Incorrect API key provided.', 'invalid_api_key')
    }
    const body = await readBody(req)
    requests.push({ path, body: body.toString('utf8') })
    try {
      if (path === '/v1/chat/completions') return await serveChat(res, body)
      if (path === '/v1/audio/transcriptions') return await serveTranscription(req, res, body)
      if (path === '/v1/moderations') return serveModeration(res, body)
      if (path === '/v1/embeddings') {
        const json = JSON.parse(body.toString('utf8'))
        return sendJson(res, 200, embeddingsBody(json.model, json.input, json.encoding_format))
      }
      if (path === '/v1/audio/speech') {
        res.writeHead(200, { 'content-type': 'audio/mpeg' })
        return res.end(SILENT_MP3)
      }
      sendError(res, 404, `Unknown path ${path}`)
    } catch (err) {
      if (!res.headersSent) sendError(res, 400, (err as Error).message)
    }
  })

  async function serveChat(res: ServerResponse, raw: Buffer) {
    const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>
    const request: FakeChatRequest = {
      model: String(body.model),
      messages: (body.messages as FakeChatMessage[]) ?? [],
      stream: body.stream === true,
      response_format: body.response_format as FakeChatRequest['response_format'],
      temperature: body.temperature as number | undefined,
      body,
      disconnected: false,
    }
    chatRequests.push(request)
    res.on('close', () => {
      if (!res.writableFinished) request.disconnected = true
    })
    const reply = await chat(request)
    if ('hang' in reply) return
    if ('status' in reply) return sendError(res, reply.status, reply.message ?? 'The model failed')
    if ('toolCalls' in reply) return sendJson(res, 200, toolCompletion(request.model, reply.toolCalls))
    if (!request.stream) {
      const content = 'content' in reply ? reply.content : reply.chunks.join('')
      const finishReason = 'content' in reply ? (reply.finishReason ?? 'stop') : 'stop'
      return sendJson(res, 200, completion(request.model, content, finishReason))
    }
    await streamChunks(
      res,
      request,
      'content' in reply ? { chunks: reply.content.match(/\S+\s*|\s+/g) ?? [] } : reply,
    )
  }

  async function streamChunks(
    res: ServerResponse,
    request: FakeChatRequest,
    script: { chunks: string[]; delayMs?: number; after?: 'end' | 'hang' | 'drop' },
  ) {
    const id = `chatcmpl-${randomBytes(8).toString('hex')}`
    const created = Math.floor(Date.now() / 1000)
    const send = (delta: Record<string, string>, finish: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({
          id,
          object: 'chat.completion.chunk',
          created,
          model: request.model,
          choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
        })}\n\n`,
      )
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    res.flushHeaders()
    send({ role: 'assistant', content: '' })
    for (const chunk of script.chunks) {
      if (script.delayMs) await sleep(script.delayMs)
      if (request.disconnected) return
      send({ content: chunk })
    }
    if (script.after === 'hang') return
    if (script.after === 'drop') {
      // Let what was written reach the client first, as a real connection cut mid-stream would.
      await new Promise((resolve) => res.write(': cut\n\n', resolve))
      return res.socket?.destroy()
    }
    send({}, 'stop')
    res.end('data: [DONE]\n\n')
  }

  function serveModeration(res: ServerResponse, raw: Buffer) {
    const json = JSON.parse(raw.toString('utf8'))
    const input = Array.isArray(json.input) ? json.input.join('\n') : String(json.input)
    const reply = moderation(input)
    if ('status' in reply) return sendError(res, reply.status, 'Moderation failed')
    sendJson(res, 200, moderationBody(json.model, reply))
  }

  async function serveTranscription(req: IncomingMessage, res: ServerResponse, raw: Buffer) {
    // The platform's own multipart parser (undici), so the fake reads exactly what a real server would.
    const form = await new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: new Uint8Array(raw),
    }).formData()
    const file = form.get('file')
    if (!(file instanceof File)) return sendError(res, 400, "A 'file' is required.")
    const request: FakeTranscriptionRequest = {
      model: String(form.get('model') ?? ''),
      language: (form.get('language') as string | null) ?? undefined,
      fileName: file.name,
      mimeType: file.type,
      data: Buffer.from(await file.arrayBuffer()),
    }
    transcriptionRequests.push(request)
    const reply = await transcription(request)
    if ('status' in reply) return sendError(res, reply.status, reply.message ?? 'Transcription failed')
    sendJson(res, 200, { text: reply.text })
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`

  return {
    baseUrl,
    apiKey,
    chatRequests,
    transcriptionRequests,
    requests,
    onModeration(handler: ModerationHandler) {
      moderation = handler
    },
    onChat(handler: ChatHandler) {
      chat = handler
    },
    onTranscription(handler: TranscriptionHandler) {
      transcription = handler
    },
    reset() {
      chat = defaultChat
      transcription = defaultTranscription
      moderation = () => ({ flagged: [] })
      chatRequests.length = 0
      transcriptionRequests.length = 0
      requests.length = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type FakeOpenAiServer = Awaited<ReturnType<typeof startFakeOpenAiServer>>

async function readBody(req: IncomingMessage) {
  const parts: Buffer[] = []
  for await (const chunk of req) parts.push(chunk as Buffer)
  return Buffer.concat(parts)
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

function sendError(res: ServerResponse, status: number, message: string, code: string | null = null) {
  const type = status >= 500 ? 'server_error' : 'invalid_request_error'
  sendJson(res, status, { error: { message, type, param: null, code } })
}

function toolCompletion(model: string, calls: { name: string; arguments: string }[]) {
  const body = completion(model, '', 'tool_calls')
  body.choices[0].message = {
    role: 'assistant',
    content: null,
    refusal: null,
    tool_calls: calls.map((c, i) => ({ id: `call_${i}`, type: 'function', function: c })),
  } as never
  return body
}

function completion(model: string, content: string, finishReason: string) {
  return {
    id: `chatcmpl-${randomBytes(8).toString('hex')}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: finishReason,
      },
    ],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  }
}
