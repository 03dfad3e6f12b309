/**
 * Worksheets: the questions of each level, subject and topic, in bank order, split into sets of 5–10 questions
 * with titles a child understands ("P5 Fractions: Multiplying", "P4 Science: Magnets").
 */
import type { BankQuestion, BankWorksheet, Subject } from './types'

const SUBJECT_LABEL: Record<Subject, string> = {
  Maths: '',
  Science: 'Science: ',
  English: 'English: ',
  Chinese: '华文：',
}

/** Sizes as even as possible, each at most `max`: 23 → [8, 8, 7]. */
export function chunkSizes(n: number, max = 10): number[] {
  const k = Math.ceil(n / max)
  return Array.from({ length: k }, (_, i) => Math.floor(n / k) + (i < n % k ? 1 : 0))
}

/** Maths and comprehension worksheets are timed: about 1.5 minutes a mark, rounded up to 5 minutes. */
function timeLimit(questions: BankQuestion[]): number | undefined {
  const timed = questions[0].subject === 'Maths' || questions.some((q) => q.passageRef)
  if (!timed) return undefined
  const marks = questions.reduce((s, q) => s + q.maxScore, 0)
  return Math.max(10, Math.ceil((marks * 1.5) / 5) * 5)
}

export function buildWorksheets(questions: BankQuestion[]): BankWorksheet[] {
  const groups = new Map<string, BankQuestion[]>()
  for (const q of questions) {
    const prefix = q.ref.replace(/-\d{3}$/, '')
    const list = groups.get(prefix) ?? []
    list.push(q)
    groups.set(prefix, list)
  }
  const sheets: BankWorksheet[] = []
  for (const [prefix, list] of groups) {
    const sizes = chunkSizes(list.length)
    let at = 0
    sizes.forEach((size, i) => {
      const qs = list.slice(at, at + size)
      at += size
      const first = qs[0]
      const part = sizes.length > 1 ? ` (Set ${i + 1})` : ''
      const sheet: BankWorksheet = {
        ref: `ws-${prefix}${sizes.length > 1 ? `-${i + 1}` : ''}`,
        title: `${first.level} ${SUBJECT_LABEL[first.subject]}${first.topic}${part}`,
        level: first.level,
        subject: first.subject,
        topic: first.topic,
        questionRefs: qs.map((q) => q.ref),
      }
      const minutes = timeLimit(qs)
      if (minutes) sheet.timeLimitMinutes = minutes
      sheets.push(sheet)
    })
  }
  return sheets
}
