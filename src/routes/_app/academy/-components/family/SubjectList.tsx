import { Check, Lock, Sparkles } from 'lucide-react'
import { css } from '../../../../../../styled-system/css'
import type { UserCourse } from '../../../../../api/children'
import type { Subscription } from '../../../../../api/subscriptions'
import { accessOf } from './format'

const list = css({ display: 'grid', gap: '2', gridTemplateColumns: '1fr 1fr' })
const item = css({
  display: 'flex',
  gap: '2',
  alignItems: 'flex-start',
  p: '3',
  borderRadius: 'control',
  bg: 'bg.subtle',
  '& svg': { flexShrink: 0, mt: '0.5' },
})

/** Each subject of the child's level and how it is unlocked. */
export function SubjectList({
  courses,
  subscriptions,
}: {
  courses: UserCourse[]
  subscriptions: Subscription[]
}) {
  if (!courses.length) return <p className={css({ color: 'fg.muted' })}>No subjects for this level yet.</p>
  return (
    <ul className={list} aria-label="Subjects">
      {courses.map((course) => {
        const access = accessOf(course, subscriptions)
        const Icon = access.unlocked ? Check : access.lite ? Sparkles : Lock
        return (
          <li key={course.id} className={item}>
            <Icon
              aria-hidden="true"
              size={18}
              className={css({
                color: access.unlocked ? 'success.fg' : access.lite ? 'warning.fg' : 'fg.subtle',
              })}
            />
            <span>
              <span className={css({ fontWeight: '700', display: 'block' })}>{course.subject_name}</span>
              <span className={css({ fontSize: 'sm', color: access.unlocked ? 'fg.default' : 'fg.muted' })}>
                {access.label}
              </span>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
