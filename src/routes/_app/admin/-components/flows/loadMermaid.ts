import type { Mermaid } from 'mermaid'
// Mermaid's single-file build, emitted as a hashed asset and fetched by a <script> on this page only. Its ES
// module build splits into chunks that share Vite's preload helper with the entry, which moves that helper out
// of the first page's chunk and grows /welcome (ADR 0023).
import mermaidUrl from 'mermaid/dist/mermaid.min.js?url'

declare global {
  // The single-file build sets `globalThis.mermaid`.
  var mermaid: Mermaid | undefined
}

let loading: Promise<Mermaid> | null = null

/** Mermaid, loaded the first time a chart is drawn and set up once: strict security, no automatic rendering. */
export function loadMermaid(): Promise<Mermaid> {
  loading ??= new Promise<Mermaid>((resolve, reject) => {
    const ready = (mermaid: Mermaid) => {
      mermaid.initialize({
        startOnLoad: false,
        securityLevel: 'strict',
        theme: 'neutral',
        fontFamily: 'inherit',
        state: { useMaxWidth: false },
      })
      resolve(mermaid)
    }
    if (globalThis.mermaid) return ready(globalThis.mermaid)
    const script = document.createElement('script')
    script.src = mermaidUrl
    script.async = true
    script.onload = () =>
      globalThis.mermaid ? ready(globalThis.mermaid) : reject(new Error('The chart library did not start.'))
    script.onerror = () => {
      script.remove()
      reject(new Error('The chart library could not be loaded; check the connection and try again.'))
    }
    document.head.append(script)
  })
  loading.catch(() => {
    loading = null
  })
  return loading
}
