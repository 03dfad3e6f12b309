import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, expect } from 'vitest'
import { queryClient } from '../../api/queryClient'
import type { Question } from '../../api/worksheets'
import { setSessionUser } from '../../auth/session'
import { sessionUser } from '../../test/fixtures'
import { renderPage } from '../../test/router'
import { startMockServer } from '../../test/server'
import { EditQuestionDialog } from './EditQuestionDialog'
import { question } from './testing'

type StoredAnswer = {
  sub_question_id: number | null
  option_id: number | null
  answer: string
  marking_scheme: string | null
}

/**
 * The Edit question dialog's tests, signed in as a school's teacher: what the dialog saves (`sent`, `saves`) and
 * the stored answers and schemes it reads (`answers`, none by default).
 */
export function editDialogServer(answers: StoredAnswer[] = []) {
  const server = startMockServer()
  const state = { sent: null as Record<string, unknown> | null, saves: 0 }
  beforeEach(() => {
    state.sent = null
    state.saves = 0
    setSessionUser(sessionUser({ user_role_id: 2, teacher_role_id: 3, school_id: 1 }))
    server.use(
      http.put('*/api/v1/questions', async ({ request }) => {
        state.sent = JSON.parse(String((await request.formData()).get('question')))
        state.saves++
        return HttpResponse.json(question(7, 'saved'))
      }),
      http.get('*/api/v1/questions/:id/answers', ({ params }) =>
        HttpResponse.json({ question_id: Number(params.id), answers, solution: null }),
      ),
    )
  })
  afterEach(() => {
    cleanup()
    queryClient.clear()
    setSessionUser(null)
  })
  /**
   * Answers "Try an answer" with `marks` of `max` and `explanation`; the returned box holds what the dialog sent
   * (the question as it stands, unsaved, and the answer).
   */
  const previewReplies = (marks: number, max: number, explanation: string) => {
    const sent = { body: null as Record<string, unknown> | null }
    server.use(
      http.post('*/api/v1/questions/preview/mark', async ({ request }) => {
        sent.body = (await request.json()) as Record<string, unknown>
        return HttpResponse.json({
          question_id: 7,
          marks_given: marks,
          max_score: max,
          is_full_marks: marks === max,
          explanation,
        })
      }),
    )
    return sent
  }
  return {
    server,
    state,
    previewReplies,
    /** What the dialog sent once it saved. */
    saved: async () => {
      await waitFor(() => expect(state.sent).not.toBeNull())
      return state.sent as Record<string, unknown>
    },
  }
}

export async function openEditDialog(q: Question) {
  await renderPage(() => <EditQuestionDialog worksheetId={31} question={q} onClose={() => {}} />, {
    path: '/teacher/worksheet-library',
  })
}

export const saveQuestion = () => fireEvent.click(screen.getByRole('button', { name: 'Save question' }))
