import { Readable } from 'node:stream'

/** Builds multipart/form-data bodies by hand, so they can also be built wrong. */

export type Part =
  | { name: string; value: string; contentType?: string }
  | { name: string; filename: string; data: Buffer; contentType?: string }

export const BOUNDARY = '----lantern-fuzz-7MA4YWxkTrZu0gW'

/** The body of a form, encoded as a browser would. */
export function formBody(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"`
        : `form-data; name="${part.name}"`
    const type = part.contentType ?? ('filename' in part ? 'application/octet-stream' : undefined)
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`
    chunks.push(
      Buffer.from(head),
      'filename' in part ? part.data : Buffer.from(part.value),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(chunks)
}

export const formHeaders = (boundary = BOUNDARY) => ({
  'content-type': `multipart/form-data; boundary=${boundary}`,
})

/** Small files of the kinds the uploads judge by their bytes. */
export const SAMPLE_FILES = {
  png: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  webm: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]),
  svgWithScript: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  text: Buffer.from('not an image at all'),
  empty: Buffer.alloc(0),
}

/** A form of `count` fields of `size` bytes, made 64 KB at a time as it is read; `pulled` counts the bytes. */
export function lazyForm(count: number, size: number) {
  const counter = { pulled: 0 }
  const piece = Buffer.alloc(64 * 1024, 'x')
  let field = 0
  let left = 0
  const stream = new Readable({
    read() {
      let chunk: Buffer
      if (left > 0) {
        chunk = piece.subarray(0, Math.min(left, piece.length))
        left -= chunk.length
      } else if (field < count) {
        const close = field ? '\r\n' : ''
        chunk = Buffer.from(
          `${close}--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${field++}"\r\n\r\n`,
        )
        left = size
      } else {
        this.push(Buffer.from(`\r\n--${BOUNDARY}--\r\n`))
        return void this.push(null)
      }
      counter.pulled += chunk.length
      this.push(chunk)
    },
  })
  return { stream, counter }
}
