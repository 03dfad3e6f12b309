import { Raw } from './url'

/**
 * Values a careless parser or database column chokes on, by where they go. Each list is small and named,
 * so a finding's label says which one did it.
 */

const MEGABYTE = 'x'.repeat(1024 * 1024)

/** Numbers at and past the edges of int4, JS safe integers and what Number() accepts from text. */
export const hostileNumbers: unknown[] = [
  2147483647,
  2147483648,
  -2147483649,
  1e20,
  -1,
  0,
  1.5,
  9007199254740992,
  1e308,
  '2147483648',
  '99999999999999999999',
  '0x10',
  '1e3',
  ' 1',
  '1 ',
  '+1',
  '-0',
  '٣',
  'NaN',
  'Infinity',
  '',
]

/** Text that breaks storage (NUL, lone surrogates), paths, markup, or size. */
export const hostileStrings: string[] = [
  '',
  '\u0000',
  'a\u0000b',
  '\u0001\u0008\u001b[31m\u007f',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd%00.png',
  '%E0%A4%A',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose.
  '${7*7}{{7*7}}',
  '\ud800',
  '\ufeffBOM',
  '\u202eevil\u202c',
  'e\u0301\u0301\u0301',
  '\u200b\u200d',
  '👨‍👩‍👧‍👦𝕏',
  ' '.repeat(1000),
  '__proto__',
  'null',
  MEGABYTE,
  '😀'.repeat(50_000),
]

/** A value of the wrong shape for any field. */
export const hostileShapes: unknown[] = [
  null,
  true,
  12,
  [],
  [1, 2],
  ['a'],
  {},
  JSON.parse('{"__proto__": {"polluted": true}}'),
  [[[[[[[[[[]]]]]]]]]],
]

/** Path segments that are not ids; the `Raw` ones go into the URL unencoded. */
export const hostileSegments: unknown[] = [
  new Raw('%E0%A4%A'),
  new Raw('..%2F..%2Fetc%2Fpasswd'),
  new Raw('%2e%2e'),
  new Raw('%00'),
  new Raw('..;'),
  'a'.repeat(9000),
  '../../etc/passwd',
]

/** Bodies that are not the JSON they claim to be. */
export const malformedJson: string[] = [
  '{',
  '{"a":}',
  '[1,]',
  'nul',
  '{"a":1}{"b":2}',
  '\u0000',
  '\ufeff{}',
  '1e999999',
  '{"__proto__":{"polluted":true}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  '"\\ud800"',
]

/** Content types a JSON call may be sent with by mistake or malice. */
export const hostileContentTypes: string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/xml',
  'image/png',
  ';;;',
]

/** File names an upload may carry. */
export const hostileFilenames: string[] = [
  '../../etc/passwd',
  '..\\..\\evil.png',
  'a\u0000.png',
  '',
  '.htaccess',
  `${'a'.repeat(1000)}.png`,
  'photo.png.exe',
  '😀.png',
]

export const anyHostile = (): unknown[] => [...hostileNumbers, ...hostileStrings, ...hostileShapes]
