import type { AnswerWord } from './open-words'

// Words that relate ideas to each other: a verb of being or having, a preposition, a conjunction of cause or
// time, a pronoun, an article or a comparison ("the heart pumps more blood"). A list of the scheme's nouns has none of them ("energy oxygen heart breathe blood").
const RELATING = new Set(
  `is are was were be been being am has have had will would can could may might must shall should do does did
  makes make made causes cause caused gets get got becomes become became turns turn turned helps help helped
  so because therefore thus when then if as since while which that who where until
  to from into by of in on at through with for onto out up down away than
  it its they them their he she his her we our this these those there the a an my your more less not no`.split(
    /\s+/,
  ),
)
const MIN_WORDS = 3

/**
 * Whether an answer is a statement that relates its ideas, rather than a bare list of key words. A word
 * with a verb ending ("heated", "evaporating") counts as relating; a plain list does not, however many of
 * the scheme's words it holds.
 */
export function isStatement(answer: AnswerWord[]): boolean {
  const own = answer.filter((w) => !w.setAside)
  if (own.length < MIN_WORDS) return true
  return own.some((w) => RELATING.has(w.word) || /(?:ed|ing)$/.test(w.word))
}
