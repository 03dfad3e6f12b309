import type { MarkingFinding, MarkResult } from '../types'

/** What one marker decided, before the marks are clamped and rounded for the result. */
export type Marked = { marks: number; findings: MarkingFinding[]; needsReview?: boolean }

export const blank = (): Marked => ({ marks: 0, findings: [{ type: 'blank' }] })

/** A broken question must still produce a result: a negative or non-numeric maximum counts as zero. */
export function safeMax(maxScore: unknown): number {
  return typeof maxScore === 'number' && Number.isFinite(maxScore) && maxScore > 0 ? maxScore : 0
}

/** Marks go down to the half mark below, never up: a rounding must not give a child a mark not earned. */
export function roundDown(marks: number): number {
  return Number.isFinite(marks) ? Math.floor(marks * 2 + 1e-9) / 2 : 0
}

export function finalise(marked: Marked, maxScore: number): MarkResult {
  const max = safeMax(maxScore)
  // roundDown forgives float noise upwards, so a maximum just under a half mark could round above itself.
  const cap = roundDown(max) > max ? roundDown(max) - 0.5 : roundDown(max)
  const marksGiven = Math.min(cap, Math.max(0, roundDown(marked.marks)))
  const result: MarkResult = {
    marksGiven,
    maxScore: max,
    isFullMarks: max > 0 ? marked.marks >= max : marked.findings.some((f) => f.type === 'correct'),
    findings: marked.findings,
  }
  if (marked.needsReview) result.needsReview = true
  return result
}

/** Quotes of a student's answer shown back to them: one line, no markdown, HTML or links, never very long. */
export function shortQuote(text: string, limit = 80): string {
  const plain = text
    .replace(/\b(?:https?:\/\/|www\.)\S*/gi, '…')
    .replace(/[`*_#<>[\]|~\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  const chars = Array.from(plain)
  return chars.length > limit ? `${chars.slice(0, limit - 1).join('')}…` : plain
}
