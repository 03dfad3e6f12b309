import { createHash } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { crc32 } from 'node:zlib'
import { sha256Hex } from './fake-s3-signature'

export type PayloadFailure = { status: 400 | 501; code: string; message: string }
export type Payload = { body: Buffer; checksums: Record<string, string> }

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name]
  return Array.isArray(value) ? value.join(',') : value
}

/**
 * `aws-chunked` framing (STREAMING-UNSIGNED-PAYLOAD-TRAILER, what the SDK sends for a stream body):
 * `<hex size>\r\n<bytes>\r\n` repeated, a zero-size chunk, then trailer lines and an empty line.
 */
function decodeAwsChunked(raw: Buffer): { body: Buffer; trailers: Record<string, string> } | null {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const end = raw.indexOf('\r\n', at)
    if (end < 0) return null
    const size = Number.parseInt(raw.subarray(at, end).toString('latin1').split(';')[0], 16)
    if (Number.isNaN(size)) return null
    at = end + 2
    if (size === 0) break
    if (at + size + 2 > raw.length || raw.subarray(at + size, at + size + 2).toString() !== '\r\n')
      return null
    parts.push(raw.subarray(at, at + size))
    at += size + 2
  }
  const trailers: Record<string, string> = {}
  for (const line of raw.subarray(at).toString('latin1').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) trailers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { body: Buffer.concat(parts), trailers }
}

/** The checksums a client may send, computed the way S3 does (base64 of the big-endian digest). */
const CHECKSUMS: Record<string, ((body: Buffer) => string) | undefined> = {
  'x-amz-checksum-crc32': (body) => {
    const digest = Buffer.alloc(4)
    digest.writeUInt32BE(crc32(body))
    return digest.toString('base64')
  },
  'x-amz-checksum-sha1': (body) => createHash('sha1').update(body).digest('base64'),
  'x-amz-checksum-sha256': (body) => createHash('sha256').update(body).digest('base64'),
  // CRC32C and CRC64NVME have no implementation in Node: kept and echoed, not checked.
  'x-amz-checksum-crc32c': undefined,
  'x-amz-checksum-crc64nvme': undefined,
}

/** The object's bytes as the client meant them, or the failure S3 answers for a body that does not add up. */
export function readPayload(headers: IncomingHttpHeaders, raw: Buffer): Payload | PayloadFailure {
  const mode = header(headers, 'x-amz-content-sha256') ?? ''
  let body = raw
  const sent: Record<string, string> = {}
  if (mode === 'STREAMING-UNSIGNED-PAYLOAD-TRAILER') {
    const decoded = decodeAwsChunked(raw)
    const length = Number(header(headers, 'x-amz-decoded-content-length'))
    if (!decoded || (Number.isFinite(length) && decoded.body.length !== length)) {
      return { status: 400, code: 'IncompleteBody', message: 'The aws-chunked body does not add up.' }
    }
    body = decoded.body
    Object.assign(sent, decoded.trailers)
  } else if (mode.startsWith('STREAMING-')) {
    return { status: 501, code: 'NotImplemented', message: `This fake does not accept ${mode} bodies.` }
  } else if (mode !== 'UNSIGNED-PAYLOAD') {
    if (!/^[0-9a-f]{64}$/.test(mode)) {
      return {
        status: 400,
        code: 'InvalidArgument',
        message: 'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-… or a SHA-256 hash.',
      }
    }
    if (sha256Hex(raw) !== mode) {
      return {
        status: 400,
        code: 'XAmzContentSHA256Mismatch',
        message: "The provided 'x-amz-content-sha256' header does not match what was computed.",
      }
    }
  }
  const checksums: Record<string, string> = {}
  for (const name of Object.keys(CHECKSUMS)) {
    const value = sent[name] ?? header(headers, name)
    if (!value) continue
    const compute = CHECKSUMS[name]
    if (compute && compute(body) !== value) {
      return {
        status: 400,
        code: 'BadDigest',
        message: `The ${name.slice(15).toUpperCase()} you specified did not match the calculated checksum.`,
      }
    }
    checksums[name] = value
  }
  const md5 = header(headers, 'content-md5')
  if (md5 && createHash('md5').update(body).digest('base64') !== md5) {
    return {
      status: 400,
      code: 'BadDigest',
      message: 'The Content-MD5 you specified did not match what we received.',
    }
  }
  return { body, checksums }
}
