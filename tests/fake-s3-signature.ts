import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'

/**
 * AWS Signature Version 4 as S3 checks it (docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html):
 * the canonical request, the string to sign and the signing key, recomputed from what arrived. Written here
 * rather than borrowed from the SDK, so a fault in the SDK's signing cannot hide behind the same fault here.
 */

export type SignedRequest = {
  method: string
  /** The request target as sent: path and query, still percent-encoded. */
  url: string
  headers: IncomingHttpHeaders
}

export type SignatureFailure = { status: 400 | 403; code: string; message: string }

const ALGORITHM = 'AWS4-HMAC-SHA256'
const MAX_SKEW_MS = 15 * 60 * 1000

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

/** RFC 3986 encoding, as SigV4 wants it: every character but the unreserved ones. */
const uriEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** A percent-encoded piece of a URL as text; one that is not valid stays as it came. */
export const decode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** S3 encodes the path once and never normalises it (`.` and `..` segments stay as they are). */
function canonicalUri(rawPath: string) {
  return rawPath
    .split('/')
    .map((segment) => uriEncode(decode(segment)))
    .join('/')
}

function canonicalQuery(rawQuery: string) {
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=')
      const name = at < 0 ? pair : pair.slice(0, at)
      const value = at < 0 ? '' : pair.slice(at + 1)
      return [uriEncode(decode(name)), uriEncode(decode(value))] as const
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
}

const headerValue = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name]
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ')
}

export function signingKey(secret: string, date: string, region: string, service: string) {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request')
}

/** The canonical request and the string to sign for a request with these signed headers. */
export function stringToSign(request: SignedRequest, signedHeaders: string[], scope: string) {
  const [rawPath, rawQuery = ''] = request.url.split('?', 2)
  const canonical = [
    request.method,
    canonicalUri(rawPath),
    canonicalQuery(rawQuery),
    `${signedHeaders.map((name) => `${name}:${headerValue(request.headers, name)}`).join('\n')}\n`,
    signedHeaders.join(';'),
    headerValue(request.headers, 'x-amz-content-sha256'),
  ].join('\n')
  const amzDate = headerValue(request.headers, 'x-amz-date')
  return { canonical, stringToSign: [ALGORITHM, amzDate, scope, sha256Hex(canonical)].join('\n') }
}

/** `YYYYMMDDTHHMMSSZ` as a time. */
const parseAmzDate = (value: string) => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value)
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) : Number.NaN
}

/**
 * Checks the Authorization header of a request; answers null when it is genuine, else the failure S3 would
 * answer. `secretFor` names the secret of an access key id (undefined: no such key).
 */
export function verifySignature(
  request: SignedRequest,
  options: { region: string; secretFor: (accessKeyId: string) => string | undefined; now?: number },
): SignatureFailure | null {
  const authorization = headerValue(request.headers, 'authorization')
  if (!authorization) return { status: 403, code: 'AccessDenied', message: 'Access Denied' }
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    )
  if (!m) {
    return {
      status: 400,
      code: 'AuthorizationHeaderMalformed',
      message: 'The authorization header is malformed.',
    }
  }
  const [, accessKeyId, date, region, service, signedList, signature] = m
  if (service !== 's3') {
    return {
      status: 400,
      code: 'AuthorizationHeaderMalformed',
      message: `The service "${service}" is not s3.`,
    }
  }
  if (region !== options.region) {
    return {
      status: 400,
      code: 'AuthorizationHeaderMalformed',
      message: `The authorization header is malformed; the region '${region}' is wrong; expecting '${options.region}'`,
    }
  }
  const secret = options.secretFor(accessKeyId)
  if (secret === undefined) {
    return {
      status: 403,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
    }
  }
  const signedHeaders = signedList.split(';')
  if (!signedHeaders.includes('host') || !headerValue(request.headers, 'x-amz-content-sha256')) {
    return { status: 400, code: 'InvalidRequest', message: 'Host and x-amz-content-sha256 must be signed.' }
  }
  const amzDate = headerValue(request.headers, 'x-amz-date')
  const at = parseAmzDate(amzDate)
  if (Number.isNaN(at) || amzDate.slice(0, 8) !== date) {
    return {
      status: 403,
      code: 'AccessDenied',
      message: 'The x-amz-date header is missing or does not match the scope.',
    }
  }
  if (Math.abs((options.now ?? Date.now()) - at) > MAX_SKEW_MS) {
    return {
      status: 403,
      code: 'RequestTimeTooSkewed',
      message: 'The difference between the request time and the current time is too large.',
    }
  }
  const scope = `${date}/${region}/${service}/aws4_request`
  const expected = createHmac('sha256', signingKey(secret, date, region, service))
    .update(stringToSign(request, signedHeaders, scope).stringToSign)
    .digest()
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message:
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    }
  }
  return null
}

export { sha256Hex }
