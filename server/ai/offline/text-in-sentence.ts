// A term wrapped in a sentence ("It is the stigma, which is sticky") is the child's answer; the same term
// denied, hedged or listed with another ("not the stigma", "stigma or anther", "anther and stigma") is not.
const NEGATORS = new Set(['not', 'no', 'never', 'nor', 'neither', 'isnt', 'without'])
const LINK_AFTER_AND = new Set(
  'it they this that these which its their is are was were so then because as has have can will helps'.split(
    ' ',
  ),
)
// A sentence is an answer; a paragraph that happens to contain the term is not read as one.
const MAX_WORDS = 30
const NEGATION_REACH = 3

export type WordMatch = (given: string, expected: string) => 'exact' | 'spelling' | null

const ARTICLES = new Set(['a', 'an', 'the'])

function hedged(tokens: string[], start: number, end: number): boolean {
  let at = start - 1
  while (at >= 0 && ARTICLES.has(tokens[at])) at--
  const before = tokens[at]
  const after = tokens[end]
  if (before === 'or' || after === 'or' || before === 'and') return true
  return after === 'and' && !LINK_AFTER_AND.has(tokens[end + 1] ?? 'it')
}

function negated(tokens: string[], start: number): boolean {
  return tokens.slice(Math.max(0, start - NEGATION_REACH), start).some((t) => NEGATORS.has(t))
}

/** Where the expected words stand together in the answer, each matched by `match`, as its one answer. */
export function termInSentence(
  tokens: string[],
  expected: string[],
  match: WordMatch,
): 'exact' | 'spelling' | null {
  if (!expected.length || tokens.length > MAX_WORDS || tokens.length <= expected.length) return null
  const found: ('exact' | 'spelling')[] = []
  for (let start = 0; start + expected.length <= tokens.length; start++) {
    const verdicts = expected.map((word, k) => match(tokens[start + k], word))
    if (verdicts.some((v) => v === null)) continue
    if (negated(tokens, start) || hedged(tokens, start, start + expected.length)) return null
    found.push(verdicts.every((v) => v === 'exact') ? 'exact' : 'spelling')
  }
  if (!found.length) return null
  return found.includes('exact') ? 'exact' : 'spelling'
}
