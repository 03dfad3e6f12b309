// Search values stay strings: codes and tokens such as "00123" must not turn into numbers.
export function parseSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search))
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value))
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}
