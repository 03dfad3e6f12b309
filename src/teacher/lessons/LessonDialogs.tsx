import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import {
  assignLesson,
  type LessonSummary,
  useDeleteLesson,
  useDuplicateLesson,
  useInvalidateLessons,
} from '../../api/lessons'
import { type ClassSummary, schoolCoursesQueryOptions } from '../../api/teachers'
import { ConfirmDialog } from '../ConfirmDialog'
import { AssignDialog } from '../worksheets/AssignDialog'
import { courseOfClass } from '../worksheets/SourcePicker'

type Target = Pick<LessonSummary, 'id' | 'title' | 'course_id'>

/**
 * One assign dialog and one "delete?" question for a page of lessons, opened for the lesson pressed. Assigning goes
 * through the worksheets' dialog and machine: a lesson is set as its worksheets are (ADR 0056).
 */
export function useLessonDialogs({
  classes,
  onDeleted,
}: {
  classes: ClassSummary[]
  onDeleted?: () => void
}) {
  const [assigning, setAssigning] = useState<Target | null>(null)
  // The lesson stays named while the question closes; `asking` alone opens and closes it.
  const [deleting, setDeleting] = useState<Target | null>(null)
  const [asking, setAsking] = useState(false)
  const remove = useDeleteLesson()
  const courses = useQuery(schoolCoursesQueryOptions()).data ?? []
  // The dialog starts on the teacher's class in the lesson's course, when there is one.
  const classOf = (lesson: Target) =>
    classes.find((k) => courseOfClass(courses, k) === lesson.course_id)?.id ?? null
  const refresh = useInvalidateLessons()
  const dialogs = (
    <>
      <AssignDialog
        worksheet={
          assigning ? { id: assigning.id, title: assigning.title, classId: classOf(assigning) } : null
        }
        classes={classes}
        reassign={assignLesson}
        noun="Lesson"
        onClose={() => {
          setAssigning(null)
          void refresh()
        }}
      />
      <ConfirmDialog
        open={asking}
        title="Delete this lesson?"
        confirmLabel="Delete lesson"
        busyLabel="Deleting…"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => {
          if (!deleting) return
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setAsking(false)
              onDeleted?.()
            },
          })
        }}
        onClose={() => {
          setAsking(false)
          remove.reset()
        }}
      >
        <p>“{deleting?.title}” and its sections are deleted for everyone at your school.</p>
        <p>
          The worksheets it set stay with the students, with their answers and marks, as ordinary assignments.
        </p>
      </ConfirmDialog>
    </>
  )
  const ask = (lesson: Target) => {
    setDeleting(lesson)
    setAsking(true)
  }
  return { assign: setAssigning, remove: ask, dialogs }
}

/** "Duplicate": the copy is the school's and the teacher's, and opens at once. */
export function useDuplicateAndOpen() {
  const navigate = useNavigate()
  const duplicate = useDuplicateLesson()
  return {
    duplicate: (id: number) =>
      duplicate.mutate(id, {
        onSuccess: (copy) => navigate({ to: '/teacher/lessons', search: { lesson: copy.id } }),
      }),
    pendingId: duplicate.isPending ? duplicate.variables : undefined,
    failed: duplicate.error ? { id: duplicate.variables, error: duplicate.error } : null,
  }
}

export type Duplicating = ReturnType<typeof useDuplicateAndOpen>
