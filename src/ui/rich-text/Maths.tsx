import { useEffect, useState } from 'react'
import { css } from '../../../styled-system/css'

type Katex = typeof import('katex').default
let loading: Promise<Katex> | null = null
/** KaTeX loads with the first formula on a page, never with the page itself. */
const loadKatex = () => {
  loading ??= import('katex').then((m) => m.default)
  return loading
}

/**
 * TeX as MathML (Chromium draws MathML Core with no fonts or styles of ours). KaTeX escapes everything it writes
 * and, with `trust: false`, drops \href, \url and \htmlClass: its MathML is the one HTML string the app inserts,
 * and only from this component (tested in RichText.test.tsx with hostile formulas).
 */
export function toMathMl(katex: Katex, tex: string, display: boolean) {
  return katex.renderToString(tex, {
    output: 'mathml',
    displayMode: display,
    throwOnError: false,
    trust: false,
    strict: 'ignore',
    maxSize: 20,
    maxExpand: 200,
  })
}

const pending = css({ fontFamily: 'mono', fontSize: 'sm' })

export function Maths({ tex, display = false }: { tex: string; display?: boolean }) {
  const [html, setHtml] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    loadKatex().then((katex) => live && setHtml(toMathMl(katex, tex, display)))
    return () => {
      live = false
    }
  }, [tex, display])
  const Tag = display ? 'div' : 'span'
  if (html === null) return <Tag className={pending}>{tex}</Tag>
  // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX's escaped MathML with trust off (see above)
  return <Tag dangerouslySetInnerHTML={{ __html: html }} />
}
