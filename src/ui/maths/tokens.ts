/**
 * Maths written as plain text in questions, options and explanations ("2 1/3 + 3/4", "x^2", "5 × 10^3"), found
 * so it can be typeset as MathML (ADR 0058). Only shapes that are unambiguous in primary-school maths are taken:
 * a fraction of whole numbers, a mixed number, a power with a whole-number exponent. Dates (12/11/2026), ratios
 * written with ":" and anything inside a word are left as text.
 */
export type MathToken =
  | { kind: 'text'; text: string }
  | { kind: 'fraction'; whole: string | null; numerator: string; denominator: string; source: string }
  | { kind: 'power'; base: string; exponent: string; source: string }

// A mixed number or a fraction: not part of a longer slash run (a date) nor glued to letters.
const FRACTION = /(?<![\w/.])(?:(\d+)\s+)?(\d+)\/(\d+)(?![\w/]|\.\d)/g
// A power: a number or a single letter, a caret, a whole exponent.
const POWER = /(?<![\w.])(\d+(?:\.\d+)?|[a-zA-Z])\^(\d{1,3})(?![\w.])/g

type Found = { index: number; end: number; token: MathToken }

function matches(text: string): Found[] {
  const found: Found[] = []
  for (const m of text.matchAll(FRACTION)) {
    const [source, whole, numerator, denominator] = m
    // "1 1/2" is a mixed number only when the whole part is short; "2026 1/2" is not written by anyone.
    const mixed = whole !== undefined && whole.length <= 3
    const start = m.index + (whole !== undefined && !mixed ? source.indexOf(`${numerator}/`) : 0)
    found.push({
      index: start,
      end: m.index + source.length,
      token: {
        kind: 'fraction',
        whole: mixed ? whole : null,
        numerator,
        denominator,
        source: text.slice(start, m.index + source.length),
      },
    })
  }
  for (const m of text.matchAll(POWER)) {
    const overlaps = found.some((f) => m.index < f.end && f.index < m.index + m[0].length)
    if (!overlaps)
      found.push({
        index: m.index,
        end: m.index + m[0].length,
        token: { kind: 'power', base: m[1], exponent: m[2], source: m[0] },
      })
  }
  return found.sort((a, b) => a.index - b.index)
}

/** The text cut into plain runs and maths tokens, in order; joining their sources gives the text back. */
export function mathTokens(text: string): MathToken[] {
  const tokens: MathToken[] = []
  let at = 0
  for (const f of matches(text)) {
    if (f.index > at) tokens.push({ kind: 'text', text: text.slice(at, f.index) })
    tokens.push(f.token)
    at = f.end
  }
  if (at < text.length) tokens.push({ kind: 'text', text: text.slice(at) })
  return tokens
}

/** How a screen reader that does not read MathML should say it: "2 and 1 third", "3 quarters". */
export function spokenFraction(t: { whole: string | null; numerator: string; denominator: string }) {
  const words: Record<string, [string, string]> = {
    '2': ['half', 'halves'],
    '3': ['third', 'thirds'],
    '4': ['quarter', 'quarters'],
  }
  const [one, many] = words[t.denominator] ?? [`over ${t.denominator}`, `over ${t.denominator}`]
  const part = words[t.denominator]
    ? `${t.numerator} ${t.numerator === '1' ? one : many}`
    : `${t.numerator} ${one}`
  return t.whole ? `${t.whole} and ${part}` : part
}
