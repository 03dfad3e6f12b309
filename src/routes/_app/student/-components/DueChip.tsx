import { CalendarClock, CalendarX } from 'lucide-react'
import { chip } from '../../../../../styled-system/recipes'
import type { QuizSummary } from '../../../../api/quiz'
import { dueBadgeOf } from './dueBadge'

const TONES = {
  'due-later': 'neutral',
  'due-tomorrow': 'info',
  'due-today': 'warning',
  late: 'danger',
  'handed-in-late': 'neutral',
} as const

/** When set work is due, or that it is late: words and an icon, the colour only helps. */
export function DueChip({ quiz }: { quiz: QuizSummary }) {
  const badge = dueBadgeOf(quiz)
  if (!badge) return null
  const Icon = badge.kind === 'late' ? CalendarX : CalendarClock
  return (
    <span className={chip({ tone: TONES[badge.kind] })}>
      <Icon aria-hidden="true" />
      {badge.label}
    </span>
  )
}
