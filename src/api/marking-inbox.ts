import { useQueryClient } from '@tanstack/react-query'
import type { MarkingItem } from '../../contracts/marking-inbox'
import type { InboxPage, SaveMarksRequest } from '../../machines/markingInbox.machine'
import { client } from './client'
import { expectStatus } from './errors'

// The teacher's marking inbox (ADR 0052): answers that wait for a teacher, marked one at a time by the machine.

export type { MarkingItem }
export type MarkingPage = InboxPage & { items: MarkingItem[] }
/** One page holds a session's worth of marking; the machine loads the next when it is all marked. */
export const MARKING_PAGE_SIZE = 50

/** The machine's `loadInbox` actor: GET /teachers/marking-inbox, oldest first. */
export async function loadMarkingInbox({ classId }: { classId: number | null }): Promise<MarkingPage> {
  return expectStatus(
    await client.teachers.listMarkingInbox({
      query: { page: 1, size: MARKING_PAGE_SIZE, ...(classId ? { class_id: classId } : {}) },
    }),
    200,
  )
}

/** The machine's `saveMarks` actor: PATCH /quiz/student-evaluation-questions/{id}. */
export async function saveMarks({ evaluationId, ...body }: SaveMarksRequest) {
  return expectStatus(
    await client.quiz.updateStudentEvaluationQuestion({ params: { id: evaluationId }, body }),
    200,
  )
}

/** Marks change a class's reports and a student's results: what shows them loads again. */
export function useInvalidateMarked() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      [['reports'], ['teachers'], ['worksheets']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    )
}
