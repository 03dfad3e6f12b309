/**
 * A text cut into pieces of about `size` characters on paragraph boundaries, so each piece reads on its own
 * (a note's section, a worked step). A paragraph longer than `size` is cut at sentence ends, and a sentence
 * longer than that at `size`, so no piece is ever much longer than asked.
 */
export function splitIntoChunks(text: string, size = 800): string[] {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .flatMap((p) => (p.length > size ? splitLong(p, size) : [p]))
  const chunks: string[] = []
  let current = ''
  for (const paragraph of paragraphs) {
    if (current && current.length + paragraph.length + 2 > size) {
      chunks.push(current)
      current = ''
    }
    current = current ? `${current}\n\n${paragraph}` : paragraph
  }
  if (current) chunks.push(current)
  return chunks
}

function splitLong(paragraph: string, size: number): string[] {
  const sentences = paragraph.match(/[^.!?。！？]+[.!?。！？]*\s*/g) ?? [paragraph]
  const pieces: string[] = []
  let current = ''
  for (const sentence of sentences.flatMap((s) => hardCut(s, size))) {
    if (current && current.length + sentence.length > size) {
      pieces.push(current.trim())
      current = ''
    }
    current += sentence
  }
  if (current.trim()) pieces.push(current.trim())
  return pieces
}

function hardCut(sentence: string, size: number): string[] {
  const pieces: string[] = []
  for (let i = 0; i < sentence.length; i += size) pieces.push(sentence.slice(i, i + size))
  return pieces
}
