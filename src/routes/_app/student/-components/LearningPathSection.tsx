import { CalendarClock, CalendarX, CircleCheck } from 'lucide-react'
import { css } from '../../../../../styled-system/css'
import { chip } from '../../../../../styled-system/recipes'
import type { LearningPath } from '../../../../api/lessons'
import { dueBadgeOf } from './dueBadge'
import { LearningPathItem, type QuizStatus } from './LearningPathItem'

export type PathSection = LearningPath['sections'][number]

// A lesson's due day ends at midnight in Singapore, as set work does (ADR 0050), so "today" and "late" agree
// with the assignments page.
const dueEnd = (day: string) => `${day}T23:59:59.999+08:00`

const TONES = {
  'due-later': 'neutral',
  'due-tomorrow': 'info',
  'due-today': 'warning',
  late: 'warning',
} as const

function SectionDue({ section }: { section: PathSection }) {
  if (section.completed) {
    return (
      <span className={chip({ tone: 'success' })}>
        <CircleCheck aria-hidden="true" />
        All done
      </span>
    )
  }
  const badge = section.due_date
    ? dueBadgeOf({ due_date: dueEnd(section.due_date), status: 'not_started', completed_at: null })
    : null
  if (!badge || badge.kind === 'handed-in-late') return null
  return (
    <span className={chip({ tone: TONES[badge.kind] })}>
      {badge.kind === 'late' ? <CalendarX aria-hidden="true" /> : <CalendarClock aria-hidden="true" />}
      {badge.kind === 'late' ? 'Late · you can still do it' : badge.label}
    </span>
  )
}

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  bg: 'bg.surface',
  borderWidth: '2px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '4', md: '6' },
  '&[data-done]': { borderColor: 'success.border' },
})
const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '10',
  height: '10',
  borderRadius: 'full',
  bg: 'bg.subtle',
  fontWeight: '800',
  fontFamily: 'heading',
  fontSize: 'lg',
  '[data-done] &': { bg: 'success.bg', color: 'success.fg' },
  '& svg': { width: '6', height: '6' },
})

type Props = { section: PathSection; step: number; courseId: number; quizStatus: Map<number, QuizStatus> }

/** One section of a lesson: its titles, due day, how much is done, and its items in order. */
export function LearningPathSection({ section, step, courseId, quizStatus }: Props) {
  const headingId = `path-section-${section.id}`
  const done = section.items.filter((item) => item.completed).length
  return (
    <section aria-labelledby={headingId} data-done={section.completed || undefined} className={card}>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
        <span aria-hidden="true" className={badge}>
          {section.completed ? <CircleCheck /> : step}
        </span>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' })}>
          <h3 id={headingId} className={css({ overflowWrap: 'anywhere' })}>
            <span className={css({ display: 'block', color: 'fg.muted', fontWeight: '650', fontSize: 'md' })}>
              {section.lesson_title}:
            </span>{' '}
            <span className={css({ display: 'block', fontSize: 'xl', fontWeight: '800' })}>
              {section.title}
            </span>
          </h3>
          <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
            <SectionDue section={section} />
            {section.items.length > 0 && !section.completed ? (
              <span className={css({ color: 'fg.muted', fontWeight: '650' })}>
                {done} of {section.items.length} done
              </span>
            ) : null}
          </p>
        </div>
      </div>
      {section.items.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>Your teacher will add things to do here soon.</p>
      ) : (
        <ol className={css({ listStyle: 'none', p: '0', m: '0' })}>
          {section.items.map((item) => (
            <LearningPathItem
              key={item.id}
              item={item}
              courseId={courseId}
              quizStatus={item.quiz_id === null ? undefined : quizStatus.get(item.quiz_id)}
            />
          ))}
        </ol>
      )}
    </section>
  )
}
