/**
 * The Markdown a coach writes, as a tree of blocks and inline pieces (never HTML): paragraphs, headings, lists,
 * code, **bold**, *italic*, `code`, and maths in `$…$`, `\(…\)`, `$$…$$` or `\[…\]`. Anything else stays text,
 * so a reply can never carry markup of its own.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'math'; tex: string }
  | { kind: 'break' }

export type Block =
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'heading'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'code'; text: string }
  | { kind: 'math'; tex: string }

// Inline maths must not start with a digit or a space, so "$24 and $30" stays money.
const INLINE =
  /(\*\*[^*\n]+\*\*|__[^_\n]+__|\*[^*\s][^*\n]*\*|`[^`\n]+`|\$\$[^$]+\$\$|\$(?![\d\s])[^$\n]+?\$|\\\([^\n]+?\\\))/

/** One line (or a few joined by breaks) as inline pieces. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = []
  const lines = text.split('\n')
  lines.forEach((line, i) => {
    if (i > 0) out.push({ kind: 'break' })
    for (const part of line.split(INLINE)) {
      if (!part) continue
      if (/^(\*\*|__).+(\*\*|__)$/.test(part) && part.length > 4)
        out.push({ kind: 'strong', children: parseInline(part.slice(2, -2)) })
      else if (/^\*[^*].*\*$/.test(part) && part.length > 2)
        out.push({ kind: 'em', children: parseInline(part.slice(1, -1)) })
      else if (/^`.+`$/.test(part)) out.push({ kind: 'code', text: part.slice(1, -1) })
      else if (/^\$\$.+\$\$$/s.test(part)) out.push({ kind: 'math', tex: part.slice(2, -2) })
      else if (/^\$.+\$$/.test(part) && !/^\$\d/.test(part))
        out.push({ kind: 'math', tex: part.slice(1, -1) })
      else if (/^\\\(.+\\\)$/.test(part)) out.push({ kind: 'math', tex: part.slice(2, -2) })
      else out.push({ kind: 'text', text: part })
    }
  })
  return out
}

const LIST_ITEM = /^\s*([-*•]|\d+[.)])\s+/

/** The text as blocks: blank lines part paragraphs; fenced code and display maths keep their lines. */
export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = []
  const chunks = text.replace(/\r\n/g, '\n').split(/\n{2,}/)
  for (const raw of chunks) {
    const chunk = raw.trim()
    if (!chunk) continue
    const fenced = /^```[\w-]*\n?([\s\S]*?)\n?```$/.exec(chunk)
    if (fenced) blocks.push({ kind: 'code', text: fenced[1] })
    else if (/^\$\$[\s\S]+\$\$$/.test(chunk)) blocks.push({ kind: 'math', tex: chunk.slice(2, -2).trim() })
    else if (/^\\\[[\s\S]+\\\]$/.test(chunk)) blocks.push({ kind: 'math', tex: chunk.slice(2, -2).trim() })
    else if (/^#{1,4}\s/.test(chunk) && !chunk.includes('\n'))
      blocks.push({ kind: 'heading', children: parseInline(chunk.replace(/^#+\s*/, '')) })
    else if (chunk.split('\n').every((line) => LIST_ITEM.test(line)))
      blocks.push({
        kind: 'list',
        ordered: /^\s*\d/.test(chunk),
        items: chunk.split('\n').map((line) => parseInline(line.replace(LIST_ITEM, ''))),
      })
    else blocks.push({ kind: 'paragraph', children: parseInline(chunk) })
  }
  return blocks
}
