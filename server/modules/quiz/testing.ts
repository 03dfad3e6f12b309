import type { TestApp } from '../../../tests/server'
import { offlineProvider } from '../../ai'
import type { MarkingProvider } from '../../ai/provider'

/** Helpers of the quiz module's tests: a student's quizzes, answers for them, and a marker that fails on demand. */
export type Detail = {
  id: number
  questions: { id: number; question_type_id: number }[]
  evaluations: { id: number }[]
}

/** The student's `index`-th quiz whose questions take a plain answer (no parts), so `answersFor` fits it. */
export async function firstQuiz(app: TestApp, headers: Record<string, string>, index = 0): Promise<Detail> {
  const list = (await app.inject({ method: 'GET', url: '/api/v1/quiz', headers })).json().quizzes
  let plain = 0
  for (const { id } of list) {
    const quiz = (await app.inject({ method: 'GET', url: `/api/v1/quiz/${id}`, headers })).json()
    if (quiz.questions.some((q: { sub_questions: unknown[] }) => q.sub_questions.length)) continue
    if (plain++ === index) return quiz
  }
  throw new Error(`fewer than ${index + 1} quizzes without parts`)
}

export const answersFor = (quiz: Detail) => quiz.questions.map((q) => ({ question_id: q.id, value: '7' }))
export const xpOf = async (app: TestApp, headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/v1/users/xp', headers })).json().xp as number

/** A provider that fails on demand and is slow on demand, wrapping the offline engine. */
export function flakyProvider() {
  const state = {
    failMarking: false,
    delayMs: 0,
    beforeMark: null as null | (() => Promise<void>),
  }
  const provider: MarkingProvider = {
    name: 'offline',
    async mark(q, a, o) {
      await state.beforeMark?.()
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs))
      if (state.failMarking) throw new Error('provider crashed')
      return offlineProvider.mark(q, a, o)
    },
    explain: (q, a, r, o) => offlineProvider.explain(q, a, r, o),
    transcribe: async () => null,
  }
  return { provider, state }
}
