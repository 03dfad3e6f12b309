import type { QuizSummary } from '../../../../api/quiz'

// Work a teacher set has a due moment: the end of its due day in Singapore (ADR 0050).

export type DueBadge = {
  kind: 'due-later' | 'due-tomorrow' | 'due-today' | 'late' | 'handed-in-late'
  label: string
}

const schoolDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(instant)
const dayName = new Intl.DateTimeFormat('en-SG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Singapore',
})
const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

/** What a child is told about when work is due; null for work with no due day, or handed in on time. */
export function dueBadgeOf(
  quiz: Pick<QuizSummary, 'due_date' | 'status' | 'completed_at'>,
  now = new Date(),
): DueBadge | null {
  if (!quiz.due_date) return null
  const due = new Date(quiz.due_date)
  if (Number.isNaN(due.getTime())) return null
  if (quiz.status === 'completed') {
    const handedIn = quiz.completed_at ? new Date(quiz.completed_at) : null
    return handedIn && handedIn > due ? { kind: 'handed-in-late', label: 'Handed in late' } : null
  }
  if (now > due) return { kind: 'late', label: 'Late' }
  const today = schoolDay(now)
  const dueDay = schoolDay(due)
  if (dueDay === today) return { kind: 'due-today', label: 'Due today' }
  if (dueDay === nextDay(today)) return { kind: 'due-tomorrow', label: 'Due tomorrow' }
  return { kind: 'due-later', label: `Due ${dayName.format(due).replace(',', '')}` }
}
