import { CircleAlert } from 'lucide-react'
import { useId } from 'react'
import { css } from '../../../styled-system/css'
import type { Course } from '../../api/courses'
import { Checkbox } from '../../ui/Checkbox'

type Props = { courses: Course[]; chosen: number[]; error?: string; onChange: (ids: number[]) => void }

/** The school's courses as ticks, a group per level: each code opens every course ticked. */
export function CoursePicker({ courses, chosen, error, onChange }: Props) {
  const errorId = useId()
  const levels = [...new Map(courses.map((c) => [c.academic_level_id, c.academic_level_name]))].sort(
    (a, b) => a[0] - b[0],
  )
  const toggle = (id: number) =>
    onChange(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id])
  return (
    <fieldset
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className={css({ minWidth: 0 })}
    >
      <legend className={css({ fontWeight: '650', mb: '2' })}>Courses each code opens</legend>
      {error ? (
        <p
          id={errorId}
          className={css({ color: 'danger.fg', display: 'flex', gap: '1', alignItems: 'center', mb: '2' })}
        >
          <CircleAlert aria-hidden="true" className={css({ width: '4', height: '4' })} />
          {error}
        </p>
      ) : null}
      {courses.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>Your school has no courses to give yet.</p>
      ) : (
        <div className={grid}>
          {levels.map(([levelId, levelName]) => (
            <fieldset key={levelId} className={css({ minWidth: 0 })}>
              <legend className={css({ fontWeight: '700', fontSize: 'sm', color: 'fg.muted' })}>
                {levelName}
              </legend>
              {courses
                .filter((c) => c.academic_level_id === levelId)
                .map((course) => (
                  <Checkbox
                    key={course.id}
                    label={course.name}
                    checked={chosen.includes(course.id)}
                    onChange={() => toggle(course.id)}
                  />
                ))}
            </fieldset>
          ))}
        </div>
      )}
    </fieldset>
  )
}

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
})
