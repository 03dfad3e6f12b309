import type { RouteEntry } from '../../contracts/index'
import type { Objects } from './perspectives'
import type { Location, ObjectType, RouteKey, Rule } from './vocabulary'

/** The rest of a request the walk sends, besides the objects the matrix names: valid, so only ownership decides. */
type Sample = {
  body?: Record<string, unknown>
  query?: Record<string, string>
  /** Path parameters that name no owned object (a subject id). */
  params?: Record<string, number | string>
}

/** Test support: one valid request per served route that names an object and needs more than its ids. */
export const SAMPLES: Partial<Record<RouteKey, Sample>> = {
  'quiz.updateQuizEvaluation': { body: { time_spent: 5 } },
  'leaderboard.setChildLeaderboardVisibility': { body: { visible: false } },
  'leaderboard.setClassStudentLeaderboardVisibility': { body: { visible: false } },
  'worksheets.updateWorksheet': { body: { title: 'Renamed' } },
  'lessons.updateLesson': { body: { title: 'Renamed' } },
  'lessons.duplicateLesson': { body: {} },
  'lessons.assignLesson': { body: { date_assigned: '2026-01-05', due_date: '2099-12-31' } },
  'worksheets.generateSharedWorksheet': {
    body: { biweekly_date: '2026-11-09', course_id: 1, subject_id: 1, question_ids: [1] },
  },
  'quiz.submitEvaluationFeedback': { body: { liked: true } },
  'quiz.bookmarkEvaluation': { body: { note: 'Look at this again' } },
  'quiz.submitQuiz': { body: { evaluations: [] } },
  'quiz.checkQuizAnswer': { params: { position: 1 }, body: { value: '3' } },
  'quiz.showQuizHints': { params: { position: 1 }, body: { count: 1 } },
  'quiz.updateEvaluationQuestions': { body: { question_ids: [1] } },
  'quiz.updateStudentEvaluationQuestion': { body: { marks_given: 0 } },
  'quiz.createRevisionQuiz': { body: { num_questions: 1 } },
  'quiz.createCustomQuiz': { body: { user_req: 'fractions' } },
  'quiz.testSubmitQuiz': { body: { value: 'lantern' } },
  'questions.markQuestionPreview': { body: { value: 'lantern' } },
  'questions.reportQuestion': { body: { message: 'The picture does not match the question.' } },
  'questions.updateQuestionThresholds': { body: { thresholds: [] } },
  'questions.updateQuestionPrompt': { body: { promptTypeId: 1, promptText: 'Mark kindly.' } },
  'analysis.getWeeklyStudentStatistics': { params: { subjectId: 1 } },
  'activation.redeemActivationCode': { body: { code: 'DEMO-P6-ALL' } },
  'children.deleteChild': { body: { confirm_name: 'Ava', current_password: 'Lantern-demo-2026' } },
  'children.saveAiAcademyOnboarding': { body: { step: 1, answers: { goal: 'PSLE' } } },
  'subscription.createCheckout': { body: { app_domain: 'localhost', price_ids: ['lantern_p5_maths_month'] } },
  'subscription.previewSubscriptionProduct': { query: { action: 'remove' } },
  'subscription.payLocalCheckout': { body: { card_number: '4000 0000 0000 0002' } },
  'chat.streamTeacherChat': { body: { messages: [{ role: 'user', content: 'Which topic is hardest?' }] } },
  'chat.answerSurvey': { body: { survey_question_id: 1, value: 3 } },
  'chat.reviewChatFlag': { body: { reviewed: true } },
  // A few words of the walk's coach reply (world-chat.ts): only a reply's own words may be read aloud.
  'chat.synthesizeChatSpeech': { body: { text: 'Evaporation is when a liquid turns into a gas.' } },
  'worksheets.createAiWorksheet': {
    body: { course_id: 1, question_type: 'mixed', user_request: 'A short check of this week’s work' },
  },
  'questions.saveQuestion': {
    body: { question: { question_type_id: 3, text: 'Name the light.', answer: 'lantern', max_score: 1 } },
  },
}

export type Built =
  | {
      kind: 'request'
      method: RouteEntry['method']
      url: string
      query: Record<string, string | string[]>
      payload?: object
    }
  | { kind: 'skip' }
  | { kind: 'missing'; type: ObjectType }

/** Sets `value` at a dotted path of `target`, as a one-item list when the path ends in `[]`. */
function place(target: Record<string, unknown>, path: string, value: number | string) {
  const keys = path.replace(/\[\]$/, '').split('.')
  const last = keys.pop()!
  let at = target
  for (const key of keys) {
    at[key] ??= {}
    at = at[key] as Record<string, unknown>
  }
  at[last] = path.endsWith('[]') ? [value] : value
}

/** The request that makes `route` act on `objects`, or why it cannot be made. */
export function buildRequest(key: RouteKey, route: RouteEntry, rule: Rule, objects: Objects): Built {
  const sample = SAMPLES[key] ?? {}
  const parts: Record<string, Record<string, unknown>> = {
    params: { ...sample.params },
    query: { ...sample.query },
    body: structuredClone(sample.body ?? {}),
  }
  for (const [location, type] of Object.entries(rule.at ?? {}) as [Location, ObjectType][]) {
    const value = objects[type]
    if (value === undefined) return { kind: 'missing', type }
    if (value === null) return { kind: 'skip' }
    const [where, ...path] = location.split('.')
    place(parts[where], path.join('.'), value)
  }
  const params = parts.params as Record<string, number | string>
  const url = route.path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${key}: the matrix names no object for :${name}`)
    return encodeURIComponent(String(params[name]))
  })
  // Writes validate a JSON body even when every field is optional; reads and deletes carry none.
  const hasBody = !['GET', 'DELETE'].includes(route.method) || Object.keys(parts.body).length > 0
  return {
    kind: 'request',
    method: route.method,
    url,
    query: Object.fromEntries(
      Object.entries(parts.query).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]),
    ),
    payload: hasBody ? parts.body : undefined,
  }
}

/** Does a list reply mention the object that should have been filtered out of it? */
export function mentions(body: string, rule: Rule, objects: Objects) {
  return Object.values(rule.at ?? {}).some((type) => {
    const value = type && objects[type]
    if (value == null) return false
    return typeof value === 'string'
      ? body.includes(JSON.stringify(value))
      : new RegExp(`"id":${value}(?!\\d)`).test(body)
  })
}
