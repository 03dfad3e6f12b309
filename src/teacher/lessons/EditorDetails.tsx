import { LESSON_TYPE } from '../../../contracts/constants'
import type { Draft, DraftErrors } from '../../../machines/lessonEditor.draft'
import { css } from '../../../styled-system/css'
import type { Course } from '../../api/courses'
import { TextField } from '../../ui/Field'
import { SelectField } from '../SelectField'
import type { EditorSend } from './EditorFlow'

/** The kinds of lesson a teacher makes here (ADR 0056); the others are the curriculum team's. */
export const TEACHER_LESSON_TYPES = [
  { value: String(LESSON_TYPE.LESSON), label: 'Lesson' },
  { value: String(LESSON_TYPE.TOPIC_BOOSTER), label: 'Topic booster' },
]

/** The lesson's title, type and course. */
export function EditorDetails({
  draft,
  errors,
  courses,
  typeLocked,
  send,
}: {
  draft: Draft
  errors: DraftErrors
  courses: { id: number; name: string }[]
  /** A saved lesson keeps its type: a topic booster's sections are made on their own page. */
  typeLocked: boolean
  send: EditorSend
}) {
  const hasItems = draft.sections.some((section) => section.items.length)
  const types = TEACHER_LESSON_TYPES.some((t) => t.value === String(draft.lessonTypeId))
    ? TEACHER_LESSON_TYPES
    : [...TEACHER_LESSON_TYPES, { value: String(draft.lessonTypeId), label: 'Another kind of lesson' }]
  return (
    <fieldset className={grid}>
      <legend className={css({ srOnly: true })}>About the lesson</legend>
      <TextField
        label="Title"
        value={draft.title}
        maxLength={200}
        error={errors.title}
        onChange={(e) => send({ type: 'lesson.setTitle', title: e.target.value })}
      />
      <div className={row}>
        {typeLocked ? (
          <TextField
            label="Type"
            readOnly
            value={types.find((t) => t.value === String(draft.lessonTypeId))?.label ?? ''}
            hint="A saved lesson keeps its type."
          />
        ) : (
          <SelectField
            label="Type"
            value={String(draft.lessonTypeId)}
            placeholder="Choose a type"
            options={types}
            hint="A topic booster practises chosen topics of the course, one section each."
            onChange={(e) =>
              send({ type: 'lesson.setType', lessonTypeId: Number(e.target.value) || LESSON_TYPE.LESSON })
            }
          />
        )}
        <SelectField
          label="Course"
          value={draft.courseId ? String(draft.courseId) : ''}
          placeholder="Choose a course"
          error={errors.course}
          hint={
            hasItems
              ? 'Another course empties the sections: worksheets and notes belong to a course.'
              : undefined
          }
          options={courses.map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(e) => send({ type: 'lesson.setCourse', courseId: Number(e.target.value) || null })}
        />
      </div>
    </fieldset>
  )
}

/** The school's courses, with the lesson's own when it is not among them (a copy of a common lesson). */
export function courseChoices(courses: Course[], lesson: { course_id: number; course_name: string } | null) {
  const list = courses.map((c) => ({ id: c.id, name: c.name }))
  if (lesson && !list.some((c) => c.id === lesson.course_id))
    list.push({ id: lesson.course_id, name: lesson.course_name })
  return list
}

const grid = css({ display: 'grid', gap: '4', border: 'none', p: '0', m: '0', minWidth: 0 })
const row = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
})
