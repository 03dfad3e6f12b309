/** The public path of a stored upload, whichever storage holds it: rows keep it, so it must never change. */
export const publicPath = (key: string) => `/uploads/${key}`

const MAX_KEY_LENGTH = 1024

/**
 * A key Lantern could have made: relative segments of printable characters, none empty, `.` or `..`.
 * Object stores treat `..` as plain characters, but a bucket shared with other prefixes (or a key later copied
 * to disk) must not be reachable through one, so such keys are refused rather than normalised.
 */
export function isSafeKey(key: string) {
  if (!key || key.length > MAX_KEY_LENGTH) return false
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (/[\u0000-\u001f\u007f\\]/.test(key)) return false
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  // Recordings are sound only; `video/webm` would also play, but says the wrong thing.
  webm: 'audio/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

/** The media type an upload is served with, from its extension (the bytes were checked when it came in). */
export function contentTypeFor(key: string) {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase()
  return (ext && CONTENT_TYPES[ext]) || 'application/octet-stream'
}
