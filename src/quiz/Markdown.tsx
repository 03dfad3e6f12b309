import { Fragment, type ReactNode } from 'react'
import { css, cx } from '../../styled-system/css'
import { mathInline } from '../ui/maths/MathText'

// Questions and explanations use a small part of Markdown: paragraphs, line breaks and **bold**; fractions and
// powers are typeset as MathML (ADR 0058). Text is rendered as React text (never as HTML), so whatever a
// question or a model writes cannot inject markup.
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, i) =>
    part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string never move
      <strong key={i}>{mathInline(part.slice(2, -2))}</strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string never move
      <Fragment key={i}>{mathInline(part)}</Fragment>
    ),
  )
}

function lines(paragraph: string): ReactNode[] {
  return paragraph.split('\n').map((line, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one paragraph never move
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {inline(line)}
    </Fragment>
  ))
}

const prose = css({ display: 'flex', flexDirection: 'column', gap: '3', overflowWrap: 'anywhere' })

type Props = { text: string; className?: string; id?: string }

export function Markdown({ text, className, id }: Props) {
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim() !== '')
  return (
    <div id={id} className={cx(prose, className)}>
      {paragraphs.map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: streamed text only grows at the end
        <p key={i}>{lines(paragraph)}</p>
      ))}
    </div>
  )
}
