import { HttpResponse, http } from 'msw'
import type { QuizEvaluation } from '../../contracts/quiz-schemas'
import type { QuizDetail, QuizQuestion } from '../api/quiz'
import { renderPage } from '../test/router'
import { QuizPlayer } from './QuizPlayer'
import { type QuizMode, QuizSessionProvider } from './session'

const NOW = '2026-11-21T08:00:00.000Z'

export function question(overrides: Partial<QuizQuestion> & Pick<QuizQuestion, 'id'>): QuizQuestion {
  return {
    question_type_id: 3,
    text: `Question text ${overrides.id}`,
    question_images: [],
    options: [],
    max_score: 1,
    course_id: 5,
    subject_id: 1,
    academic_level_id: 5,
    school_id: null,
    topic_id: 1,
    course_tagging_id: null,
    difficulty_level_id: 1,
    passage_id: null,
    audio_url: null,
    sub_questions: [],
    is_enabled: true,
    need_review: false,
    need_approve: false,
    updated_at: NOW,
    ...overrides,
  }
}

export function evaluationRow(
  overrides: Partial<QuizEvaluation> & Pick<QuizEvaluation, 'id' | 'question_id'>,
): QuizEvaluation {
  return {
    quiz_id: 7,
    value: null,
    selected_option: null,
    method_answer: null,
    explanation: null,
    is_submitted: false,
    grading_completed: false,
    status: { is_completed: false },
    marks_given: null,
    max_score: 1,
    is_full_marks: null,
    time_spent: 0,
    num_options_clicked: 0,
    liked: false,
    disliked: false,
    audio_url: null,
    file_url: null,
    submitted_at: null,
    ...overrides,
  }
}

/** A worksheet with one question of each kind the player handles. */
export function quizFixture(overrides: Partial<QuizDetail> = {}): QuizDetail {
  const questions = [
    question({
      id: 11,
      question_type_id: 1,
      text: 'Which is a **mammal**?',
      options: [
        { id: 101, text: 'Shark', image: null, order: 1 },
        { id: 102, text: 'Whale', image: null, order: 2 },
      ],
    }),
    question({ id: 12, question_type_id: 2, text: 'What is 1/2 + 1/4?' }),
    question({ id: 13, question_type_id: 4, text: 'Why do plants need light?', max_score: 2 }),
    question({
      id: 14,
      question_type_id: 6,
      text: 'Ali has $12.',
      max_score: 2,
      sub_questions: [
        {
          id: 15,
          question_type_id: 2,
          text: 'How much is half?',
          question_images: [],
          options: [],
          max_score: 1,
          order: 1,
        },
        {
          id: 16,
          question_type_id: 3,
          text: 'Name the coin.',
          question_images: [],
          options: [],
          max_score: 1,
          order: 2,
        },
      ],
    }),
  ]
  return {
    id: 7,
    title: 'P5 Fractions: Adding',
    course_id: 5,
    worksheet_id: 3,
    lesson_id: null,
    assignment_id: null,
    group_type_id: 3,
    status: 'not_started',
    num_questions: questions.length,
    marks_given: null,
    max_score: 6,
    time_limit: null,
    due_date: null,
    created_at: NOW,
    completed_at: null,
    questions,
    evaluations: questions.map((q, i) =>
      evaluationRow({ id: 201 + i, question_id: q.id, max_score: q.max_score }),
    ),
    ...overrides,
  }
}

export const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

/** A response body the test writes to piece by piece, as a server streams. */
export function controlledBody() {
  const encoder = new TextEncoder()
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c
    },
  })
  return {
    stream,
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    writeBytes: (bytes: Uint8Array) => controller.enqueue(bytes),
    close: () => controller.close(),
  }
}

/** The player inside a minimal router, as the quiz page renders it. */
export function renderPlayer(
  quiz: QuizDetail = quizFixture(),
  mode: QuizMode = 'attempt',
  handlers: { onReview?: () => void; onRetry?: (questionId: number) => void } = {},
) {
  return renderPage(
    () => (
      <QuizSessionProvider quiz={quiz} mode={mode}>
        <QuizPlayer onReview={handlers.onReview ?? (() => {})} onRetry={handlers.onRetry ?? (() => {})} />
      </QuizSessionProvider>
    ),
    { path: '/student/quiz/$quizId', at: `/student/quiz/${quiz.id}` },
  )
}

/**
 * POST /chat/generate for a test: each encouragement's text names its event, and `asked` lists the events asked
 * for, in order. A student's practice asks for encouragement, so every player test needs one.
 */
export function encouragementHandler(asked: string[] = []) {
  return http.post('*/api/v1/chat/generate', async ({ request }) => {
    const body = (await request.json()) as { nudging_type: string }
    asked.push(body.nudging_type)
    return HttpResponse.json({ text: `Coach says: ${body.nudging_type}` })
  })
}
