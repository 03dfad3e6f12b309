import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn, type TestApp, useTestApp } from '../../../tests/server'
import { parseSse } from '../../../tests/sse'
import {
  chatMessages,
  chatThreads,
  courses,
  firstPracticeDays,
  sevenDayPlans,
  subjects,
  surveyAnswers,
  worksheetQuestions,
  worksheets,
} from '../../db/schema'
import { RateLimiter } from '../../lib/rate-limiter'
import { signUp } from '../children/testing'
import { markFirstPracticeViewed, recordFirstPractice } from './first-practice'
import { generatePlan } from './plan'

type Headers = Record<string, string>
type Question = {
  id: number
  question_type_id: number
  options: { id: number }[]
  sub_questions: { id: number }[]
}

/** An answer of the right shape to any question: a choice, a typed answer, or one per part. */
const answerOf = (q: Question) => {
  if (q.sub_questions?.length) {
    return {
      question_id: q.id,
      value: JSON.stringify(Object.fromEntries(q.sub_questions.map((p) => [p.id, '3/4']))),
    }
  }
  return q.question_type_id === 1
    ? { question_id: q.id, selected_option_id: q.options[0].id }
    : { question_id: q.id, value: '3/4' }
}

describe('the coach’s engagement: surveys, encouragement, onboarding, first practice, the seven-day plan', () => {
  const t = useTestApp()
  const call = async (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url: `/api/v1${url}`, headers, payload })
    return { status: res.statusCode, body: res.json() }
  }

  it('lists five surveys of three questions with four answers, and counts today’s answers as completed', async () => {
    const student = await signUp(t.app, 1)
    const listed = await call(student.headers, 'GET', '/chat/surveys')
    expect(listed.status).toBe(200)
    const kinds = listed.body.surveys.map((s: { type: string; trigger: string }) => `${s.type}_${s.trigger}`)
    expect(kinds.sort()).toEqual([
      'confidence_after_practice',
      'confidence_login',
      'disposition_login',
      'motivation_after_practice',
      'motivation_login',
    ])
    for (const survey of listed.body.surveys) {
      expect(survey.questions).toHaveLength(3)
      expect(survey.questions[0].options.map((o: { label: string }) => o.label)).toEqual([
        'Not at all',
        'A little',
        'Quite',
        'Very',
      ])
    }
    expect(listed.body.completed).toEqual([])

    const question = listed.body.surveys.find(
      (s: { type: string; trigger: string }) => s.type === 'confidence',
    ).questions[1]
    const card = await call(student.headers, 'POST', '/chat/surveys/answers', {
      survey_question_id: question.id,
      value: 3,
    })
    expect(card.status).toBe(200)
    expect(card.body).toMatchObject({
      type: 'survey',
      from_user: false,
      text: question.text,
      survey_type: 'confidence',
      response_value: 3,
      survey: { question_id: question.id, options: question.options },
      status: 'complete',
    })
    expect(card.body.thread_id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const after = await call(student.headers, 'GET', '/chat/surveys')
    expect(after.body.completed).toEqual([{ type: 'confidence', trigger: 'login' }])

    expect(
      (
        await call(student.headers, 'POST', '/chat/surveys/answers', {
          survey_question_id: question.id,
          value: 5,
        })
      ).status,
    ).toBe(400)
    const unknown = await call(student.headers, 'POST', '/chat/surveys/answers', {
      survey_question_id: 999999,
      value: 2,
    })
    expect(unknown.status).toBe(404)
  })

  it('answers a survey card in the chat, refuses another child’s card, and keeps disposition completed for ever', async () => {
    const student = await signUp(t.app, 1)
    const other = await signUp(t.app, 1)
    const { surveys } = (await call(student.headers, 'GET', '/chat/surveys')).body
    const motivation = surveys.find(
      (s: { type: string; trigger: string }) => s.type === 'motivation' && s.trigger === 'after_practice',
    )
    const disposition = surveys.find((s: { type: string }) => s.type === 'disposition')
    const threadId = 'A'.repeat(22)
    await t.database.db.insert(chatThreads).values({ id: threadId, kind: 'student', userId: student.user.id })
    const [asked] = await t.database.db
      .insert(chatMessages)
      .values({
        threadId,
        userId: student.user.id,
        fromUser: false,
        type: 'survey',
        text: motivation.questions[0].text,
        surveyType: 'motivation',
        surveyQuestionId: motivation.questions[0].id,
      })
      .returning()

    const wrongQuestion = { survey_question_id: motivation.questions[1].id, value: 2, message_id: asked.id }
    expect((await call(student.headers, 'POST', '/chat/surveys/answers', wrongQuestion)).status).toBe(400)
    const answer = { survey_question_id: motivation.questions[0].id, value: 4, message_id: asked.id }
    const refused = await call(other.headers, 'POST', '/chat/surveys/answers', answer)
    expect(refused.status).toBe(404)
    expect(
      await t.database.db.select().from(surveyAnswers).where(eq(surveyAnswers.studentId, other.user.id)),
    ).toEqual([])

    const answered = await call(student.headers, 'POST', '/chat/surveys/answers', answer)
    expect(answered.body).toMatchObject({
      id: asked.id,
      thread_id: threadId,
      response_value: 4,
      survey_type: 'motivation',
    })
    // Changing the answer replaces it: one answer per card.
    await call(student.headers, 'POST', '/chat/surveys/answers', { ...answer, value: 1 })
    const stored = await t.database.db
      .select()
      .from(surveyAnswers)
      .where(eq(surveyAnswers.messageId, asked.id))
    expect(stored.map((a) => a.value)).toEqual([1])

    // Yesterday's confidence answer is not today's; a disposition answer counts whenever it was given.
    await t.database.db
      .update(surveyAnswers)
      .set({ localDate: '2020-01-01' })
      .where(eq(surveyAnswers.studentId, student.user.id))
    await call(student.headers, 'POST', '/chat/surveys/answers', {
      survey_question_id: disposition.questions[0].id,
      value: 2,
    })
    await t.database.db
      .update(surveyAnswers)
      .set({ localDate: '2020-01-01' })
      .where(eq(surveyAnswers.studentId, student.user.id))
    expect((await call(student.headers, 'GET', '/chat/surveys')).body.completed).toEqual([
      { type: 'disposition', trigger: 'login' },
    ])
  })

  it('writes encouragement from the template bank with the child’s name, least recently used first, one per 5 s', async () => {
    let now = 1_000_000
    t.app.ctx.limiter = new RateLimiter(() => now)
    const student = await signUp(t.app, 1)
    const streak = { nudging_group: 'encouragement', nudging_type: 'streak_3' }
    const texts: string[] = []
    for (let i = 0; i < 4; i++) {
      const res = await call(student.headers, 'POST', '/chat/generate', streak)
      expect(res.status).toBe(200)
      texts.push(res.body.text)
      now += 5001
    }
    expect(texts.every((text) => text.includes('Sam'))).toBe(true)
    expect(new Set(texts.slice(0, 3)).size).toBe(3)
    expect(texts[3]).toBe(texts[0])

    const burst = await call(student.headers, 'POST', '/chat/generate', streak)
    expect((await call(student.headers, 'POST', '/chat/generate', streak)).status).toBe(429)
    expect(burst.status).toBe(200)
    now += 5001
    const badType = await call(student.headers, 'POST', '/chat/generate', {
      nudging_group: 'encouragement',
      nudging_type: '3',
    })
    expect(badType.status).toBe(400)
    const correct = await call(student.headers, 'POST', '/chat/generate', { latest_question_correct: true })
    expect(correct.body.text).toMatch(/Sam/)

    const stored = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.userId, student.user.id))
    expect(stored).toHaveLength(6)
    expect(new Set(stored.map((m) => m.threadId)).size).toBe(1)
    expect(stored.every((m) => m.type === 'nudge' && !m.fromUser && m.answeredBy === 'offline')).toBe(true)
    t.app.ctx.limiter = new RateLimiter()
  })

  it('keeps the four onboarding answers with progress, "skipped" counting as answered', async () => {
    const student = await signUp(t.app, 1)
    const empty = await call(student.headers, 'GET', '/users/onboarding')
    expect(empty.body).toEqual({
      fields: {
        favourite_subject: null,
        favourite_topic_challenges: null,
        suggested_activity: null,
        check_in: null,
      },
      progress: 0,
      updated_at: null,
    })
    const half = await call(student.headers, 'PUT', '/users/onboarding', {
      favourite_subject: 'Maths',
      favourite_topic_challenges: 'skipped',
      suggested_activity: '  ',
      pet: 'cat',
    })
    expect(half.body).toMatchObject({ progress: 0.5, fields: { pet: 'cat', check_in: null } })
    const full = await call(student.headers, 'PUT', '/users/onboarding', {
      favourite_subject: 'Maths',
      favourite_topic_challenges: 'skipped',
      suggested_activity: 'skipped',
      check_in: 3,
    })
    expect(full.body.progress).toBe(1)
    expect(full.body.updated_at).not.toBeNull()
    expect((await call(student.headers, 'GET', '/users/onboarding')).body.fields.pet).toBeUndefined()
  })

  /** Opens the worksheet's quiz and hands in an answer to every question; grading runs in the request. */
  async function completeWorksheet(app: TestApp, headers: Headers, worksheetId: number) {
    const list = await app.inject({ method: 'GET', url: `/api/v1/quiz?worksheet_id=${worksheetId}`, headers })
    const quizId = list.json().quizzes[0].id as number
    const detail = (await app.inject({ method: 'GET', url: `/api/v1/quiz/${quizId}`, headers })).json()
    const evaluations = (detail.questions as Question[]).map(answerOf)
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${quizId}/submit`,
      headers,
      payload: { evaluations },
    })
    const done = parseSse(res.body).find((e) => e.event === 'grading_completed')
    expect(done, res.body.slice(0, 300)).toBeTruthy()
    return done?.data as { quiz_id: number; marks_given: number; max_score: number }
  }

  it('records the first completed practice of the day with its score, and whether the chat presented it', async () => {
    const { user, headers } = await signIn(t.app, 'ava')
    expect((await call(headers, 'GET', '/users/first-practice-completion')).body).toMatchObject({
      is_completed: false,
      worksheet_id: null,
      viewed: false,
    })
    const open = (await call(headers, 'GET', '/quiz')).body.quizzes.filter(
      (q: { status: string }) => q.status === 'not_started',
    )
    const first = await completeWorksheet(t.app, headers, open[0].worksheet_id)
    await completeWorksheet(t.app, headers, open[1].worksheet_id)
    const today = await call(headers, 'GET', '/users/first-practice-completion')
    expect(today.body).toMatchObject({
      is_completed: true,
      worksheet_id: open[0].worksheet_id,
      viewed: false,
    })
    expect(today.body.score_percent).toBeCloseTo((first.marks_given * 100) / first.max_score)

    expect(await markFirstPracticeViewed(t.database.db, user.id)).toBe(true)
    expect(await markFirstPracticeViewed(t.database.db, user.id)).toBe(false)
    expect((await call(headers, 'GET', '/users/first-practice-completion')).body.viewed).toBe(true)

    const pupil = await signUp(t.app, 1)
    const quiz = {
      id: first.quiz_id,
      studentId: pupil.user.id,
      worksheetId: open[0].worksheet_id,
      assignmentId: null,
    }
    await recordFirstPractice(t.app.ctx, { ...quiz, marksGiven: 0, maxScore: 0 })
    const [row] = await t.database.db
      .select()
      .from(firstPracticeDays)
      .where(eq(firstPracticeDays.studentId, pupil.user.id))
    expect(row.scorePercent).toBeNull()
  })

  it('makes a seven-day plan from the favourite subject, serves it, counts what is done, and replaces it', async () => {
    const { user, headers } = await signIn(t.app, 'ava')
    expect((await call(headers, 'GET', '/users/plan')).body).toEqual({ plan: null })
    expect((await call(headers, 'GET', '/users/plan/completion')).body).toEqual({
      plan_id: null,
      completed_activities: 0,
      total_activities: 0,
      is_completed: false,
    })
    await call(headers, 'PUT', '/users/onboarding', { favourite_subject: 'science' })
    const plan = await generatePlan(t.app.ctx, user.id, 'first')
    if (!plan) throw new Error('ava has worksheets to plan with')
    expect(plan.days.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(plan.end_date).toBe(plan.days[6].date)
    const activities = plan.days.flatMap((d) => d.activities)
    expect(plan.days.every((d) => d.activities.length >= 1 && d.activities.length <= 2)).toBe(true)
    expect(new Set(activities.map((a) => a.worksheet_id)).size).toBe(activities.length)
    // Each activity's target is its worksheet's length when planned: the quiz player's goal (plan §13 Q10).
    for (const a of activities.slice(0, 3)) {
      const [sheet] = await t.database.db
        .select({ questions: count() })
        .from(worksheetQuestions)
        .where(eq(worksheetQuestions.worksheetId, a.worksheet_id as number))
      expect(a.target_questions, a.title).toBe(sheet.questions)
      expect(a.target_questions).toBeGreaterThan(0)
    }
    const [firstSheet] = await t.database.db
      .select({ subject: subjects.name })
      .from(worksheets)
      .innerJoin(courses, eq(courses.id, worksheets.courseId))
      .innerJoin(subjects, eq(subjects.id, courses.subjectId))
      .where(eq(worksheets.id, activities[0].worksheet_id as number))
    expect(firstSheet.subject).toBe('Science')
    expect((await generatePlan(t.app.ctx, user.id, 'first'))?.id).toBe(plan.id)
    expect((await call(headers, 'GET', '/users/plan')).body.plan).toEqual(plan)

    await completeWorksheet(t.app, headers, activities[0].worksheet_id as number)
    const completion = await call(headers, 'GET', '/users/plan/completion')
    expect(completion.body).toEqual({
      plan_id: plan.id,
      completed_activities: 1,
      total_activities: activities.length,
      is_completed: false,
    })
    expect((await call(headers, 'GET', '/users/plan')).body.plan.days[0].activities[0].completed).toBe(true)

    const next = await generatePlan(t.app.ctx, user.id, 'subsequent')
    expect(next?.id).not.toBe(plan.id)
    expect(next?.days[0].activities[0].worksheet_id).not.toBe(activities[0].worksheet_id)
    const live = await t.database.db
      .select()
      .from(sevenDayPlans)
      .where(and(eq(sevenDayPlans.studentId, user.id)))
    expect(live.filter((p) => p.supersededAt === null).map((p) => p.id)).toEqual([next?.id])
  })
})
