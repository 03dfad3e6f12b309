import { and, asc, eq, inArray } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { Db } from '../../db/client'
import {
  academicLevels,
  chatFlags,
  chatMessages,
  chatThreads,
  courses,
  evaluations,
  questionReports,
  questions,
  quizzes,
  subjects,
  subscriptions,
  users,
  worksheetQuestions,
  worksheets,
} from '../../db/schema'

const DAY_MS = 86_400_000
/** Every first name of the demo's children and of the pupil added here: none may appear in an answer. */
export const CHILD_NAMES = ['Ava', 'Ben', 'Chloe', 'Dylan', 'Quennell']

async function worksheetOf(db: Db, subject: string, level: string) {
  const [sheet] = await db
    .select({ id: worksheets.id })
    .from(worksheets)
    .innerJoin(courses, eq(courses.id, worksheets.courseId))
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .innerJoin(academicLevels, eq(academicLevels.id, courses.academicLevelId))
    .where(and(eq(subjects.name, subject), eq(academicLevels.name, level)))
    .orderBy(asc(worksheets.id))
    .limit(1)
  return sheet.id
}

/** Two questions of a worksheet whose texts name nobody, so a list of hard questions names no child. */
async function namelessQuestionsOf(db: Db, worksheetId: number) {
  const rows = await db
    .select({ id: questions.id, text: questions.text, max: questions.maxScore })
    .from(worksheetQuestions)
    .innerJoin(questions, eq(questions.id, worksheetQuestions.questionId))
    .where(eq(worksheetQuestions.worksheetId, worksheetId))
    .orderBy(asc(worksheetQuestions.position))
  const names = new RegExp(`\\b(${CHILD_NAMES.join('|')})\\b`)
  const [a, b] = rows.filter((q) => !names.test(q.text))
  return { a, b }
}

/**
 * A small, known slice of platform life on top of the demo seed: quizzes today and long ago, marked answers,
 * coach conversations, safety flags, subscriptions, question reports and a pupil who signed up 40 days ago.
 */
export async function addAssistantFixtures(db: Db, now = new Date()) {
  const longAgo = new Date(now.getTime() - 40 * DAY_MS)
  const byName = Object.fromEntries(
    (
      await db
        .select()
        .from(users)
        .where(inArray(users.username, ['ava', 'ben', 'chloe']))
    ).map((u) => [u.username, u.id]),
  )
  const [p4] = await db.select().from(academicLevels).where(eq(academicLevels.name, 'P4'))
  await db.insert(users).values({
    firstName: 'Quennell',
    lastName: 'Ong',
    username: 'quennell',
    userRoleId: USER_ROLE.STUDENT,
    academicLevelId: p4.id,
    createdAt: longAgo,
  })
  const maths = await worksheetOf(db, 'Maths', 'P5')
  const science = await worksheetOf(db, 'Science', 'P5')
  const quiz = (studentId: number, worksheetId: number, marks: number, at: Date) => ({
    studentId,
    worksheetId,
    groupTypeId: 3,
    status: 'completed',
    marksGiven: marks,
    maxScore: 4,
    startedAt: at,
    completedAt: at,
  })
  const [avaMaths, , chloeMaths] = await db
    .insert(quizzes)
    .values([
      quiz(byName.ava, maths, 3, now),
      quiz(byName.ava, science, 1, now),
      quiz(byName.chloe, maths, 2, now),
      quiz(byName.ava, maths, 4, longAgo),
      { ...quiz(byName.chloe, science, 0, now), status: 'in_progress', marksGiven: null, completedAt: null },
    ])
    .returning()
  const { a, b } = await namelessQuestionsOf(db, maths)
  const answer = (
    quizId: number,
    question: { id: number; max: number },
    right: boolean,
    position: number,
  ) => ({
    quizId,
    questionId: question.id,
    position,
    isSubmitted: true,
    gradingCompleted: true,
    marksGiven: right ? question.max : 0,
  })
  await db
    .insert(evaluations)
    .values([
      answer(avaMaths.id, a, false, 1),
      answer(avaMaths.id, b, true, 2),
      answer(chloeMaths.id, a, false, 1),
      answer(chloeMaths.id, b, false, 2),
    ])

  await db.insert(chatThreads).values([
    { id: 'assistant-fixture-ava01', kind: 'student', userId: byName.ava },
    { id: 'assistant-fixture-pub01', kind: 'public', publicSessionHash: 'f'.repeat(64) },
  ])
  const said = (threadId: string, userId: number | null, fromUser: boolean, text: string) => ({
    threadId,
    userId,
    fromUser,
    type: 'message' as const,
    text,
  })
  const [worried] = await db
    .insert(chatMessages)
    .values([
      said('assistant-fixture-ava01', byName.ava, true, 'They keep calling me names at recess.'),
      said(
        'assistant-fixture-ava01',
        byName.ava,
        false,
        'That sounds hard. Please tell a grown-up you trust.',
      ),
      said('assistant-fixture-ava01', byName.ava, true, 'What is a factor?'),
      said('assistant-fixture-ava01', byName.ava, false, 'A factor divides a number exactly.'),
      said('assistant-fixture-pub01', null, true, 'How do fractions work?'),
      said('assistant-fixture-pub01', null, false, 'A fraction names equal parts of a whole.'),
    ])
    .returning()
  const flag = {
    messageId: worried.id,
    threadId: worried.threadId,
    studentId: byName.ava,
    direction: 'in' as const,
  }
  await db.insert(chatFlags).values([
    { ...flag, category: 'bullying', severity: 2, source: 'offline' as const },
    { ...flag, category: 'self_harm', severity: 3, source: 'offline' as const, reviewedAt: now },
    { ...flag, category: 'bullying', severity: 1, source: 'offline' as const, createdAt: longAgo },
  ])

  const subscription = (studentId: number, status: string, interval: 'month' | 'year') => ({
    publicId: `sub_local_assistant_${studentId}`,
    provider: 'local' as const,
    studentId,
    payerId: studentId,
    status,
    interval,
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
  })
  await db
    .insert(subscriptions)
    .values([
      subscription(byName.ava, 'active', 'month'),
      subscription(byName.chloe, 'trialing', 'year'),
      subscription(byName.ben, 'canceled', 'month'),
    ])

  await db.insert(questionReports).values([
    { questionId: a.id, message: 'The picture does not load.' },
    { questionId: b.id, message: 'Two answers look right.', resolved: true, resolvedAt: now },
  ])
  return { hardest: a, nextHardest: b }
}
