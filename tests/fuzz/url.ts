/** A URL piece put in as it is, unencoded: a bad %-escape or a traversal the router must survive. */
export class Raw {
  constructor(readonly text: string) {}
}

// Lone surrogates cannot travel in UTF-8; they become U+FFFD, as a browser would send them.
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')

export const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
const encode = (value: unknown) =>
  value instanceof Raw ? value.text : encodeURIComponent(wellFormed(asText(value)))

/** `path` with its `:params` filled in and `query` appended (arrays repeat their key), plus a raw tail. */
export function buildUrl(
  path: string,
  params: Record<string, unknown>,
  query: Record<string, unknown>,
  raw = '',
) {
  const filled = path.replace(/:(\w+)/g, (_, name) => encode(params[name] ?? ''))
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((item) => `${key}=${encode(item)}`),
    )
  const qs = [...pairs, raw].filter(Boolean).join('&')
  return qs ? `${filled}?${qs}` : filled
}
