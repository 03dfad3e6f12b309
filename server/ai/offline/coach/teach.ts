import type { CoachTurn, RetrievedChunk } from '../../coach-types'
import { stem } from '../stem'
import { notationOf } from './notation'

/** Material worth teaching from: notes, topic summaries and documents (questions and solutions are not read out). */
export const teachable = (material: RetrievedChunk[]) =>
  material.filter((c) => c.kind === 'note' || c.kind === 'topic' || c.kind === 'document')

/** A chunk as plain sentences a child can read: no headings, tables, list marks or markdown emphasis. */
export function sentencesOf(body: string): string[] {
  const plain = body
    .split('\n')
    .filter((line) => !/^\s*(#|\||>?\s*$)/.test(line))
    .map((line) =>
      line
        .replace(/^\s*(>\s*)?(\d+[.)]|[-*•])\s+/, '')
        .replace(/[*_`]/g, '')
        .trim(),
    )
    // A line that ends without a stop ("Area = ½ × base × height") still ends its sentence.
    .map((line) => (/[.!?。！？:：…)”"]$/.test(line) ? line : `${line}.`))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
  return (plain.match(/[^.!?。！？]+(?:[.!?。！？]+(?=\s|$)|[。！？]+|$)/g) ?? [])
    .map((s) => s.trim())
    .filter(Boolean)
}

const HAN = /\p{Script=Han}/u
const WORD = /[\p{Script=Han}]+|[\p{L}\p{N}]+/gu
const STOP = new Set(
  'what is are the a an of how do does i why to and in for my me can you 什么 怎么 么是 么用 么做 为什 有什'.split(
    ' ',
  ),
)
/** Chinese runs as overlapping pairs, as retrieval indexes them; other words as stems. */
const termsOf = (text: string) =>
  (text.toLowerCase().match(WORD) ?? []).flatMap((w) =>
    /\p{Script=Han}/u.test(w) ? [...w].slice(1).map((c, i) => w[i] + c) : [stem(w)],
  )
/**
 * What a topic is about, as retrieval reads it: a bare number says nothing of the topic (the "4" of "3/4 of 20"
 * would pick a sentence about 2/4), so numbers are left out and the words their symbols stand for put in.
 */
function topicTerms(topic: string): Set<string> {
  const { words, rest } = notationOf(topic)
  return new Set(termsOf([rest, ...words].join(' ')).filter((t) => !STOP.has(t)))
}
const termSet = (text: string) => new Set(termsOf(text).filter((t) => !STOP.has(t)))

/**
 * How well a sentence answers "what is <topic>": how many of the topic's words it has, more when it defines
 * the topic ("X is …"), and, between equals, the shorter sentence that says it more directly.
 */
function sentenceScore(sentence: string, topic: Set<string>): number {
  const words = termsOf(sentence)
  const named = [...topic].filter((t) => words.includes(t)).length
  if (!named) return 0
  // "X is …" defines a thing the child named ("evaporation", "a ratio"); a longer topic is a process.
  const defines =
    topic.size <= 2 &&
    words.slice(0, 3).some((w) => topic.has(w)) &&
    /\b(is|are|means|tells|shows)\b|就是|是指/i.test(sentence)
  return named + (defines ? 1 : 0) + named / Math.max(words.length, 1)
}

/**
 * The two sentences that best explain what the child asked, from the best few chunks of material (in the
 * language the child asked in, unless the subject is Chinese): a chunk
 * titled with the topic is read from its start; otherwise the sentence that best names the topic (preferring
 * one that defines it) and the one after it; else the best chunk's first two sentences.
 */
export function explanation(
  material: RetrievedChunk[],
  topic: string,
  subject: string | null,
): string | null {
  const found = teachable(material)
  // Asked in English about no subject in particular: English material first, Chinese material only if none.
  const inEnglish = subject !== 'Chinese' && !HAN.test(topic) ? found.filter((c) => !HAN.test(c.title)) : []
  const chunks = (inEnglish.length ? inEnglish : found).slice(0, 3)
  if (!chunks.length) return null
  const wanted = topicTerms(topic)
  const titled = chunks.find((c) => {
    const title = termSet(c.title)
    const shared = [...title].filter((t) => wanted.has(t)).length
    return shared >= 2 && (shared >= title.size / 2 || shared >= wanted.size * 0.6)
  })
  if (titled) return sentencesOf(titled.body).slice(0, 2).join(' ')
  let best = { score: 0, text: '' }
  for (const chunk of chunks) {
    const sentences = sentencesOf(chunk.body)
    sentences.forEach((sentence, i) => {
      const score = sentenceScore(sentence, wanted)
      if (score > best.score) best = { score, text: [sentence, sentences[i + 1]].filter(Boolean).join(' ') }
    })
  }
  return best.text || sentencesOf(chunks[0].body).slice(0, 2).join(' ') || null
}

/** The topic as words to put in a question back, when it reads as a thing ("evaporation", "a food chain"). */
export function topicPhrase(topic: string): string | undefined {
  const words = topic.split(/\s+/).filter(Boolean)
  if (!words.length || words.length > 2 || /\p{Script=Han}/u.test(topic)) return undefined
  if (/^(find|work|solve|do|make|get|add|use|write|answer|read)$/.test(words[0])) return undefined
  return topic
}

/** A question that leans on a picture, a passage or a recording cannot be tried from its text alone. */
const NEEDS_MORE =
  /\b(below|shown|diagram|graph|chart|picture|figure|passage|paragraph|listen|table|story)\b/i

/** A practice question from the material for "Try this one:" — never the question the child has open. */
export function practiceQuestion(turn: CoachTurn): string | null {
  const open = turn.question?.text.trim()
  const found = turn.material.find(
    (c) => c.kind === 'question' && c.body.trim() !== open && !NEEDS_MORE.test(c.body),
  )
  return found ? found.body.trim() : null
}
