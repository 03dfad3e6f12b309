// Chartist (ADR 0029) is fetched the first time a page draws a chart, never with the first page's bundle.
type Charts = typeof import('./chartist')

let loading: Promise<Charts> | null = null

export function loadCharts(): Promise<Charts> {
  loading ??= import('./chartist')
  loading.catch(() => {
    loading = null
  })
  return loading
}
