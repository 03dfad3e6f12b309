import type { Api } from './students'

type Option = { id: number }
type Question = { id: number; options: Option[] }
type Evaluation = { id: number; question_id: number }
type Quiz = { id: number; time_limit: number | null; num_questions: number }
export type QuizDetail = Quiz & { questions: Question[]; evaluations: Evaluation[] }

/** A worksheet of the new student's to play the start on: timed or not, every question a choice when untimed. */
export async function chooseQuiz(api: Api, timed: boolean): Promise<QuizDetail> {
  const { quizzes } = await api<{ quizzes: Quiz[] }>('GET', '/api/v1/quiz?page=1&size=100')
  const candidates = quizzes
    .filter((q) => Boolean(q.time_limit) === timed && q.num_questions >= 2)
    .sort((a, b) => a.id - b.id)
  for (const quiz of candidates) {
    const detail = await api<QuizDetail>('GET', `/api/v1/quiz/${quiz.id}`)
    if (timed || detail.questions.every((q) => q.options.length > 1)) return detail
  }
  throw new Error(`The demo data has no ${timed ? 'timed' : 'multiple-choice'} worksheet for a new student`)
}
