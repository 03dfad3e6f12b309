import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { embeddingsReply, fakeEmbedding } from '../../../../tests/fake-openai-extras'

/** What a test's script answers for one call: a vector per input, an error status, or no answer at all. */
export type FakeEmbeddingsReply = number[][] | { status: number } | { hang: true }

/**
 * `POST /v1/embeddings` as OpenAI serves it, for the embedding job's tests: the `openai` SDK asks for
 * `encoding_format: 'base64'` unless told otherwise and decodes little-endian float32, so this answers in the
 * format asked, with a script per call (errors, a call that never answers) beside the shared fake's fixed replies.
 */
export async function startFakeEmbeddings(apiKey = 'sk-embed-test') {
  const calls: { model: string; input: string[]; disconnected: boolean }[] = []
  let script: (input: string[]) => FakeEmbeddingsReply = (input) => input.map((t) => fakeEmbedding(t))
  const server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`)
      return send(401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' } })
    const parts: Buffer[] = []
    for await (const part of req) parts.push(part as Buffer)
    const body = JSON.parse(Buffer.concat(parts).toString('utf8'))
    const input: string[] = Array.isArray(body.input) ? body.input : [body.input]
    const call = { model: body.model, input, disconnected: false }
    calls.push(call)
    res.on('close', () => {
      if (!res.writableFinished) call.disconnected = true
    })
    const reply = script(input)
    if ('hang' in reply) return
    if ('status' in reply)
      return send(reply.status, { error: { message: 'The embedding model failed', type: 'server_error' } })
    send(200, embeddingsReply(body.model, reply, body.encoding_format))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    apiKey,
    calls,
    onEmbeddings(next: (input: string[]) => FakeEmbeddingsReply) {
      script = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
