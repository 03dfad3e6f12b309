import { Fragment, createElement as h, type ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { type MathToken, mathTokens } from './tokens'

// MathML, which Chromium and Firefox render natively (ADR 0058): no library, nothing added to the first page.
const num = (value: string) => (/^\d/.test(value) ? h('mn', null, value) : h('mi', null, value))

// Full-size fraction digits (displaystyle), a little larger than the text: a child reads 3 over 4 at a glance.
const mathSize = css({ fontSize: '1.1em' })
const mathProps = (key: number, source: string) => ({
  key,
  displaystyle: 'true',
  className: mathSize,
  'data-maths': source,
})

function typeset(token: Exclude<MathToken, { kind: 'text' }>, key: number): ReactNode {
  if (token.kind === 'power')
    return h(
      'math',
      mathProps(key, token.source),
      h('msup', null, num(token.base), h('mn', null, token.exponent)),
    )
  const fraction = h('mfrac', null, h('mn', null, token.numerator), h('mn', null, token.denominator))
  return h(
    'math',
    mathProps(key, token.source),
    token.whole ? h('mrow', null, h('mn', null, token.whole), fraction) : fraction,
  )
}

/**
 * Text with its fractions, mixed numbers and powers typeset. Everything else stays React text, so nothing a
 * question or a model writes becomes markup; the MathML is built from the digits alone.
 */
export function mathInline(text: string): ReactNode[] {
  return mathTokens(text).map((token, i) =>
    token.kind === 'text' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string never move
      <Fragment key={i}>{token.text}</Fragment>
    ) : (
      typeset(token, i)
    ),
  )
}

export function MathText({ text }: { text: string }) {
  return <>{mathInline(text)}</>
}
