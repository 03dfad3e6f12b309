import { css, cx } from '../../../styled-system/css'
import { chip } from '../../../styled-system/recipes'
import type { AssignmentProgress } from '../../api/class-reports'
import { fullName } from '../format'
import { muted } from '../states'
import { dayOf } from '../worksheets/dates'
import { percentText } from './mastery'
import { countsOf, PROGRESS_LABELS, type ProgressKind } from './progress'

const ORDER: ProgressKind[] = ['overdue', 'not_started', 'in_progress', 'late_hand_in', 'completed']
const TONE = {
  overdue: 'danger',
  not_started: 'neutral',
  in_progress: 'info',
  late_hand_in: 'warning',
  completed: 'success',
} as const

/** Each assignment: its days, then who is late, has not started, is working on it or is done, by name. */
export function AssignmentsProgress({ assignments }: { assignments: AssignmentProgress[] }) {
  return (
    <ul className={css({ display: 'grid', gap: '3', listStyle: 'none' })}>
      {assignments.map((a) => {
        const counts = countsOf(a)
        return (
          <li
            key={a.assignment_id}
            className={css({
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'control',
              p: '3',
            })}
          >
            <h3 className={css({ fontWeight: '700' })}>{a.title}</h3>
            <p className={cx(muted, css({ fontSize: 'sm' }))}>
              Set {dayOf(a.date_assigned)} · due {dayOf(a.due_date)} · {Math.round(a.completion_rate * 100)}%
              done · average {percentText(a.average_percent)}
            </p>
            <dl className={css({ display: 'grid', gap: '1', mt: '2', fontSize: 'sm' })}>
              {ORDER.filter((kind) => counts[kind].length).map((kind) => (
                <div
                  key={kind}
                  className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline' })}
                >
                  <dt className={chip({ tone: TONE[kind] })}>
                    {PROGRESS_LABELS[kind]}: {counts[kind].length}
                  </dt>
                  <dd>{counts[kind].map(fullName).join(', ')}</dd>
                </div>
              ))}
            </dl>
          </li>
        )
      })}
    </ul>
  )
}
