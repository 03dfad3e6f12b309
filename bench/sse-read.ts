import { performance } from 'node:perf_hooks'

/** Milliseconds since the epoch with sub-millisecond precision, comparable between threads. */
export const clock = () => performance.timeOrigin + performance.now()

/** Server-Sent Events blocks as they arrive; each is stamped with the time its bytes arrived. */
export async function readSseBlocks(
  body: ReadableStream<Uint8Array>,
  onBlock: (event: string, data: string, at: number) => void,
) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return
    const at = clock()
    buffer += decoder.decode(value, { stream: true })
    for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, cut)
      buffer = buffer.slice(cut + 2)
      let event = 'message'
      const data: string[] = []
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7)
        else if (line.startsWith('data: ')) data.push(line.slice(6))
      }
      if (data.length) onBlock(event, data.join('\n'), at)
    }
  }
}
