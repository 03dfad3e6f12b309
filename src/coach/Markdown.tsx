import { Fragment, type ReactNode } from 'react'
import { css, cx } from '../../styled-system/css'

// The coach writes a little Markdown: paragraphs, line breaks, bullet and numbered lists, **bold** and `code`.
// Everything is rendered as React text, never as HTML, so nothing a model or a person writes can inject markup.
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|`[^`]+`)/g).map((part, i) => {
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string never move
      return <strong key={i}>{part.slice(2, -2)}</strong>
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2)
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string never move
      return <code key={i}>{part.slice(1, -1)}</code>
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string never move
    return <Fragment key={i}>{part}</Fragment>
  })
}

const BULLET = /^\s*[-*•]\s+/
const NUMBERED = /^\s*\d{1,3}[.)]\s+/

function block(paragraph: string, key: number): ReactNode {
  const lines = paragraph.split('\n').filter((line) => line.trim() !== '')
  const listOf = (pattern: RegExp) => lines.length > 0 && lines.every((line) => pattern.test(line))
  if (listOf(BULLET) || listOf(NUMBERED)) {
    const ordered = listOf(NUMBERED)
    const Tag = ordered ? 'ol' : 'ul'
    return (
      <Tag key={key} className={ordered ? orderedList : bulletList}>
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: streamed text only grows at the end
          <li key={i}>{inline(line.replace(ordered ? NUMBERED : BULLET, ''))}</li>
        ))}
      </Tag>
    )
  }
  return (
    <p key={key}>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one paragraph never move
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {inline(line)}
        </Fragment>
      ))}
    </p>
  )
}

const prose = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  overflowWrap: 'anywhere',
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.subtle', px: '1', borderRadius: 'sm' },
})
const bulletList = css({ listStyle: 'disc', pl: '5', display: 'grid', gap: '1' })
const orderedList = css({ listStyle: 'decimal', pl: '5', display: 'grid', gap: '1' })

export function ChatMarkdown({ text, className }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim() !== '')
  return <div className={cx(prose, className)}>{paragraphs.map(block)}</div>
}
