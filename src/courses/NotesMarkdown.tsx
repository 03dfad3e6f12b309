import type { ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { type Block, parseBlocks } from './notesBlocks'

/** **bold** and *italic*, nested either way; rendered as React text, never as HTML. */
export function inline(text: string): ReactNode[] {
  const out: ReactNode[] = []
  let plain = ''
  let i = 0
  const flush = () => {
    if (plain) out.push(plain)
    plain = ''
  }
  while (i < text.length) {
    if (text.startsWith('**', i)) {
      const end = text.indexOf('**', i + 2)
      if (end > i + 2) {
        flush()
        out.push(<strong key={i}>{inline(text.slice(i + 2, end))}</strong>)
        i = end + 2
        continue
      }
    } else if (text[i] === '*') {
      let j = i + 1
      while (j < text.length) {
        if (text.startsWith('**', j)) {
          const close = text.indexOf('**', j + 2)
          j = close === -1 ? text.length : close + 2
        } else if (text[j] === '*') break
        else j++
      }
      if (j < text.length && j > i + 1) {
        flush()
        out.push(<em key={i}>{inline(text.slice(i + 1, j))}</em>)
        i = j + 1
        continue
      }
    }
    plain += text[i]
    i++
  }
  flush()
  return out
}

const styles = {
  h2: css({ fontSize: '2xl', fontWeight: '800', mt: '4' }),
  h3: css({ fontSize: 'xl', fontWeight: '750', mt: '2' }),
  list: css({ pl: '6', display: 'flex', flexDirection: 'column', gap: '1' }),
  quote: css({ borderLeftWidth: '4px', borderColor: 'brand.accent', bg: 'bg.subtle', px: '4', py: '3' }),
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading':
      return block.level <= 2 ? (
        <h2 className={styles.h2}>{inline(block.text)}</h2>
      ) : (
        <h3 className={styles.h3}>{inline(block.text)}</h3>
      )
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul'
      return (
        <Tag className={styles.list} style={{ listStyle: block.ordered ? 'decimal' : 'disc' }}>
          {block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the items of a page of notes never move
            <li key={i}>
              {inline(item.text)}
              {item.children.length ? (
                <ul className={styles.list} style={{ listStyle: 'circle' }}>
                  {item.children.map((child, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: as above
                    <li key={j}>{inline(child)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </Tag>
      )
    }
    case 'quote':
      return <blockquote className={styles.quote}>{inline(block.text)}</blockquote>
    default:
      return <p>{inline(block.text)}</p>
  }
}

/** A page of notes: headings, lists, tips and paragraphs of the Markdown the notes are written in. */
export function NotesMarkdown({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {parseBlocks(text).map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text never move
        <BlockView key={i} block={block} />
      ))}
    </div>
  )
}
