import { type APIRequestContext, expect } from '@playwright/test'
import { ACCOUNTS, DEMO_PASSWORD } from '../fixtures'
import type { Api } from './students'

type Option = { id: number; order: number }
export type KeyedQuestion = { id: number; question_type_id: number; options: Option[]; answer: string }
export type KeyedQuiz = {
  id: number
  worksheet_id: number | null
  num_questions: number
  time_limit: number | null
  questions: KeyedQuestion[]
  evaluations: { id: number; question_id: number }[]
}
/** The spec's question types the offline marker marks by its key alone: multiple choice (1), short answer (2). */
const MULTIPLE_CHOICE = 1
const SHORT_ANSWER = 2

/**
 * The student's quizzes of `numQuestions` questions with each question's answer key, read through the admin API (GET /questions?ans=true),
 * so a QA path can answer right or wrong on purpose. A multiple-choice key reads "(2) was": the option's order.
 */
export async function keyedQuizzes(
  request: APIRequestContext,
  api: Api,
  numQuestions: number,
): Promise<KeyedQuiz[]> {
  const admin = await request.post('/api/v1/auth/login', {
    data: { login_type: 'email', email: ACCOUNTS.admin.login, password: DEMO_PASSWORD },
  })
  expect(admin.ok()).toBe(true)
  const asAdmin = { authorization: `Bearer ${(await admin.json()).access_token}` }
  const { quizzes } = await api<{ quizzes: { id: number; num_questions: number }[] }>(
    'GET',
    '/api/v1/quiz?page=1&size=100',
  )
  const keyed: KeyedQuiz[] = []
  for (const { id } of quizzes.filter((q) => q.num_questions === numQuestions)) {
    const quiz = await api<KeyedQuiz>('GET', `/api/v1/quiz/${id}`)
    const ids = quiz.questions.map((q) => q.id).join(',')
    const reply = await request.get(`/api/v1/questions?ids=${ids}&ans=true`, { headers: asAdmin })
    const keys = new Map(
      ((await reply.json()) as { questions: { id: number; answer: string | null }[] }).questions.map((q) => [
        q.id,
        q.answer ?? '',
      ]),
    )
    keyed.push({ ...quiz, questions: quiz.questions.map((q) => ({ ...q, answer: keys.get(q.id) ?? '' })) })
  }
  return keyed
}

export const isChoice = (q: KeyedQuestion) => q.question_type_id === MULTIPLE_CHOICE && q.options.length > 1
/** Every question can be answered right or wrong on purpose: choices, and short answers with a key. */
export const isKeyed = (quiz: KeyedQuiz) =>
  quiz.questions.every((q) => isChoice(q) || (q.question_type_id === SHORT_ANSWER && q.answer !== ''))

/** The right option of a multiple-choice question, and the others. */
export function optionsOf(question: KeyedQuestion) {
  const order = Number(/^\((\d+)\)/.exec(question.answer)?.[1])
  const right = question.options.find((o) => o.order === order)
  if (!right)
    throw new Error(`Question ${question.id} has no option numbered as its key "${question.answer}"`)
  return { right, wrong: question.options.filter((o) => o !== right) }
}
