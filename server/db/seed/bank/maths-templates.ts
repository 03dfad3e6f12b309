/**
 * Shared pieces of the parametrised Maths templates: names, distractor handling and a per-template random
 * stream. Each template draws from its own seeded stream, so the bank is identical on every run.
 */
import { type Draft, generate, templateOfDraft } from './build'
import { makeRng, type Rng } from './util'

export const NAMES = [
  'Ali',
  'Mei Ling',
  'Ravi',
  'Siti',
  'Jun Wei',
  'Priya',
  'Hui Min',
  'Farid',
  'Daniel',
  'Aisyah',
  'Kumar',
  'Xin Yi',
] as const

/** Two different names. */
export function twoNames(rng: Rng): [string, string] {
  const [a, b] = rng.shuffle(NAMES)
  return [a, b]
}

/**
 * Options for a numeric multiple-choice question: the correct value and distinct distractors, sorted from
 * smallest to largest as printed papers do. Returns the texts and the 1-based number of the right one.
 */
export function numberOptions(
  correct: number,
  distractors: number[],
  show: (v: number) => string = String,
): { options: string[]; correct: number } {
  const values = [correct]
  for (const d of distractors) if (!values.includes(d) && d > 0 && values.length < 4) values.push(d)
  let bump = 1
  while (values.length < 4) {
    const v = correct + bump * (bump % 2 ? 1 : -1) * Math.max(1, Math.round(correct / 10))
    if (v > 0 && !values.includes(v)) values.push(v)
    bump++
  }
  values.sort((a, b) => a - b)
  return { options: values.map(show), correct: values.indexOf(correct) + 1 }
}

/** Options that are words: the correct one at a shuffled position among the distractors. */
export function wordOptions(
  rng: Rng,
  correct: string,
  distractors: string[],
): { options: string[]; correct: number } {
  const options = rng.shuffle([correct, ...distractors.slice(0, 3)])
  return { options, correct: options.indexOf(correct) + 1 }
}

export type TemplateMaker = (rng: Rng, i: number) => Draft

/** Every template, by name: the worksheet generator draws new questions from them (ADR 0054). */
export const TEMPLATES = new Map<string, TemplateMaker>()

/**
 * `count` drafts from a template, all drawing from one stream named after the template; a draw that repeats an
 * earlier question is drawn again.
 */
export function fromTemplate(name: string, count: number, make: TemplateMaker): Draft[] {
  TEMPLATES.set(name, make)
  const rng = makeRng(name)
  const seen = new Set<string>()
  return generate(count, (i) => {
    for (let tries = 0; tries < 50; tries++) {
      const d = make(rng, i)
      const id = JSON.stringify([d.text, d.key, d.images])
      if (!seen.has(id)) {
        seen.add(id)
        templateOfDraft.set(d, name)
        return d
      }
    }
    throw new Error(`template ${name} keeps repeating itself`)
  })
}
