import { Fragment, type ReactNode } from 'react'
import { css, cx } from '../../../styled-system/css'
import { Maths } from './Maths'
import { type Block, type Inline, parseBlocks } from './parse'

const prose = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  overflowWrap: 'anywhere',
  '& ul, & ol': { paddingInlineStart: '5', display: 'flex', flexDirection: 'column', gap: '1' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', px: '1', borderRadius: 'sm' },
  '& pre': {
    fontFamily: 'mono',
    fontSize: 'sm',
    bg: 'bg.muted',
    p: '3',
    borderRadius: 'md',
    overflowX: 'auto',
  },
  '& h3': { fontWeight: 'semibold' },
})

function inlines(pieces: Inline[]): ReactNode[] {
  return pieces.map((piece, i) => {
    switch (piece.kind) {
      case 'strong':
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
        return <strong key={i}>{inlines(piece.children)}</strong>
      case 'em':
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
        return <em key={i}>{inlines(piece.children)}</em>
      case 'code':
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
        return <code key={i}>{piece.text}</code>
      case 'math':
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
        return <Maths key={i} tex={piece.tex} />
      case 'break':
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
        return <br key={i} />
      default:
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
        return <Fragment key={i}>{piece.text}</Fragment>
    }
  })
}

function block(b: Block, key: number): ReactNode {
  switch (b.kind) {
    case 'heading':
      return <h3 key={key}>{inlines(b.children)}</h3>
    case 'code':
      return (
        <pre key={key}>
          <code>{b.text}</code>
        </pre>
      )
    case 'math':
      return <Maths key={key} tex={b.tex} display />
    case 'list': {
      const Tag = b.ordered ? 'ol' : 'ul'
      return (
        <Tag key={key}>
          {b.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the items of one list never move
            <li key={i}>{inlines(item)}</li>
          ))}
        </Tag>
      )
    }
    default:
      return <p key={key}>{inlines(b.children)}</p>
  }
}

/** A coach's reply (or any Markdown a model may write) as React elements, with maths; never as HTML. */
export function RichText({ text, className }: { text: string; className?: string }) {
  return <div className={cx(prose, className)}>{parseBlocks(text).map(block)}</div>
}
