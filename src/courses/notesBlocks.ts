export type ListItem = { text: string; children: string[] }
export type Block =
  | { type: 'heading'; level: number; text: string }
  | { type: 'list'; ordered: boolean; items: ListItem[] }
  | { type: 'quote'; text: string }
  | { type: 'paragraph'; text: string }

const HEADING = /^(#{1,6})\s+(.*)$/
const BULLET = /^(\s*)[-*]\s+(.*)$/
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/
const QUOTE = /^>\s?(.*)$/

/** The blocks of a page of notes; lines of one paragraph, item or quote join with spaces, as Markdown does. */
export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = []
  let open: Block | null = null
  const close = () => {
    if (open) blocks.push(open)
    open = null
  }
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd()
    const current = open as Block | null
    if (!line.trim()) {
      close()
      continue
    }
    const heading = HEADING.exec(line)
    const numbered = NUMBERED.exec(line)
    const bullet = BULLET.exec(line)
    const quote = QUOTE.exec(line)
    if (heading) {
      close()
      blocks.push({ type: 'heading', level: heading[1].length, text: heading[2] })
    } else if (numbered) {
      if (current?.type !== 'list' || !current.ordered) {
        close()
        open = { type: 'list', ordered: true, items: [] }
      }
      ;(open as Extract<Block, { type: 'list' }>).items.push({ text: numbered[1], children: [] })
    } else if (bullet) {
      // A bullet under a numbered step belongs to that step.
      if (current?.type === 'list' && current.ordered && current.items.length) {
        current.items.at(-1)!.children.push(bullet[2])
        continue
      }
      if (current?.type !== 'list' || current.ordered) {
        close()
        open = { type: 'list', ordered: false, items: [] }
      }
      ;(open as Extract<Block, { type: 'list' }>).items.push({ text: bullet[2], children: [] })
    } else if (quote) {
      if (current?.type === 'quote') current.text += ` ${quote[1]}`
      else {
        close()
        open = { type: 'quote', text: quote[1] }
      }
    } else if (current?.type === 'list') {
      const item = current.items.at(-1)!
      if (item.children.length) item.children[item.children.length - 1] += ` ${line.trim()}`
      else item.text += ` ${line.trim()}`
    } else if (current) {
      current.text += ` ${line.trim()}`
    } else {
      open = { type: 'paragraph', text: line.trim() }
    }
  }
  close()
  return blocks
}
