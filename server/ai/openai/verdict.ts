import { z } from 'zod'
import type { MarkableQuestion, MarkResult, OpenKey } from '../types'

/** What the model is asked for. Only `criteria` decides marks; the rest is read but never trusted. */
export const VerdictSchema = z.object({
  criteria: z
    .array(z.object({ id: z.coerce.string(), met: z.boolean(), reason: z.string().optional() }))
    .min(1),
  marks_given: z.number().optional(),
  summary: z.string().optional(),
})
export type Verdict = z.infer<typeof VerdictSchema>

export class InvalidVerdictError extends Error {}

/** Some servers wrap JSON in a code fence even in JSON mode; anything else that is not the object fails. */
export function parseVerdict(content: string | null | undefined, key: OpenKey): Verdict {
  const json = content
    ?.trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '')
  if (!json) throw new InvalidVerdictError('the model sent no content')
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch {
    throw new InvalidVerdictError('the model sent text that is not JSON')
  }
  const parsed = VerdictSchema.safeParse(data)
  if (!parsed.success) {
    throw new InvalidVerdictError(`the model's JSON has the wrong shape: ${parsed.error.issues[0]?.message}`)
  }
  const judged = new Set(parsed.data.criteria.map((c) => c.id))
  const missing = key.criteria.filter((c) => !judged.has(c.id)).map((c) => c.id)
  if (missing.length) throw new InvalidVerdictError(`the model did not judge criteria ${missing.join(', ')}`)
  return parsed.data
}

/** As the offline engine does: down to the half mark below, so rounding never gives a mark not earned. */
export const roundDownToHalf = (marks: number) =>
  Number.isFinite(marks) ? Math.floor(marks * 2 + 1e-9) / 2 : 0
export const safeMax = (maxScore: number) => (Number.isFinite(maxScore) && maxScore > 0 ? maxScore : 0)
export const clampMarks = (marks: number, maxScore: number) =>
  Math.min(Math.max(roundDownToHalf(marks), 0), roundDownToHalf(safeMax(maxScore)))

/**
 * Marks are the scheme's marks for the criteria the model judged met: a criterion id the scheme does not
 * have earns nothing, a repeated one counts once, and the model's own total is only compared, never used.
 */
export function scoreVerdict(question: MarkableQuestion, key: OpenKey, verdict: Verdict) {
  const met = new Set(verdict.criteria.filter((c) => c.met).map((c) => c.id))
  // When the model lists a criterion twice with different judgements, the "not met" one wins.
  for (const c of verdict.criteria) if (!c.met) met.delete(c.id)
  const earned = key.criteria
    .filter((c) => met.has(c.id) && Number.isFinite(c.marks) && c.marks > 0)
    .reduce((sum, c) => sum + c.marks, 0)
  const maxScore = safeMax(question.maxScore)
  const marksGiven = clampMarks(earned, maxScore)
  const result: MarkResult = {
    marksGiven,
    maxScore,
    isFullMarks: maxScore > 0 && earned >= maxScore,
    findings: key.criteria.map((c) =>
      met.has(c.id)
        ? { type: 'criterion_met', criterion: c.description }
        : { type: 'criterion_missed', criterion: c.description },
    ),
  }
  const claimed = verdict.marks_given
  const totalDisagrees = claimed !== undefined && claimed !== marksGiven && claimed !== earned
  return { result, totalDisagrees }
}
