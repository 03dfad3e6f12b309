import { revealsAnswer } from '../../answer-guard'
import { type HintQuestion, stepsOf } from './hints'

/** One rung of the guided ladder: what the child sees, and the values it left for them to work out. */
export type GuidedStep = { text: string; hidden: string[]; kind: 'blank' | 'do' | 'fact' }

/** A worked value: a number with an optional unit or sign ("$0.30", "72,000 cm³", "4/5 h", "155°", "20%"). */
const VALUE =
  /^\$?\s?-?\d[\d,]*(\.\d+)?(\s?\/\s?\d+)?(\s?\d+\/\d+)?\s?(%|°|¢|[a-zA-Zℓ]{1,3}[²³]?(\/[a-z]{1,3})?)?$/
/** A result after "=" or "≈", up to the end of its clause. */
const RESULT = /([=≈])\s*((?:[^=≈,;:()]|,(?=\d{3}))+?)(?=\s*(?:,(?!\d{3})|[;)]|\band\b|\.(?:\s|$)|$))/g
/** Steps that tell the child what to do. */
const DOING =
  /^(multiply|divide|add|subtract|take away|find|look|make|change|compare|count|work out|group|start|use|read|write|draw|convert|round|check|put|think|join|rewrite|remember|simplify|list)\b/i

/**
 * A step of a worked solution turned into a question for the child (docs/plans/issue-10-coach.md §5.3): each
 * worked result after "=" becomes "?" for them to find ("1% → $24 ÷ 80 = ?"), a step that says what to do
 * stays an instruction, and anything else is a clue. The values taken out are kept, to check the child's try.
 */
export function guidedStep(step: string): GuidedStep {
  const hidden: string[] = []
  const text = step
    .replace(RESULT, (whole, sign: string, value: string) => {
      if (!VALUE.test(value.trim())) return whole
      hidden.push(value.trim())
      return `${sign} ?`
    })
    .replace(/\?(\s*[=≈]\s*\?)+/g, '?')
    .replace(/\?\.$/, '?')
  if (hidden.length) return { text, hidden, kind: 'blank' }
  return { text, hidden, kind: DOING.test(step) ? 'do' : 'fact' }
}

/**
 * The guided ladder of a question: its worked solution's steps as questions, in order, leaving out every rung
 * that would still give the answer away (the answer guard decides), so no rung, however far the child climbs,
 * says it.
 */
export function guidedLadder(question: HintQuestion): GuidedStep[] {
  const all = stepsOf(question.solution).map(guidedStep)
  // The last step states the result ("Jun Wei pays $29.", "so the magnets push each other away"): it is the
  // child's to say, so it is never a rung unless its result is blanked out.
  const last = all[all.length - 1]
  if (last && last.kind !== 'blank' && (all.length > 1 || question.key.kind === 'open')) all.pop()
  const steps = all.filter(
    (step) => !revealsAnswer(step.text, question) && !namesRightOption(step.text, question),
  )
  // A rung that leans on one left out ("It makes the apple fall.") means nothing on its own.
  while (steps.length && /^(it|they|this|these|that|so)\b/i.test(steps[0].text)) steps.shift()
  return steps
}

/**
 * The answer guard matches a right option's text exactly and only when longer than two characters, so short
 * words are not matched by chance. A solution step may still name it with another article ("The iron nail is
 * attracted" for "An iron nail") or quote a two-character Chinese option ("专心"): such steps are left out too.
 */
function namesRightOption(step: string, { key }: HintQuestion): boolean {
  if (key.kind !== 'choice') return false
  const plain = (text: string) =>
    ` ${text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .replace(/\b(a|an|the)\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()} `
  return key.options
    .filter((o) => key.correct.includes(o.id))
    .some((o) =>
      /\p{Script=Han}/u.test(o.text) ? step.includes(o.text.trim()) : plain(step).includes(plain(o.text)),
    )
}

/** The numbers a child typed, as plain values ("$0.30" → 0.3, "1,200" → 1200, "3/4" → 0.75). */
export function numbersIn(text: string): number[] {
  return [...text.replace(/(\d),(\d{3})/g, '$1$2').matchAll(/-?\d+(\.\d+)?(\s?\/\s?\d+)?/g)].map(([n]) => {
    const [top, bottom] = n.split('/').map((part) => Number(part.trim()))
    return bottom ? top / bottom : top
  })
}

/** Whether the child's try matches one of the values the rung left out. */
export function triedRight(attempt: string, step: GuidedStep): boolean {
  const tried = numbersIn(attempt)
  const wanted = step.hidden.flatMap(numbersIn)
  return tried.some((t) => wanted.some((w) => Math.abs(t - w) < 1e-6))
}

/** A child's message that is a try at a value ("0.3", "80%?", "is it $24"), not a question or a request. */
export const isAttempt = (message: string) =>
  /\d/.test(message) && message.trim().length <= 30 && !/\b(question|qn|q)\s*\d/i.test(message)
