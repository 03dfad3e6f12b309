import { and, asc, count, countDistinct, desc, eq, isNotNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  academicLevels,
  courses,
  evaluations,
  questionReports,
  questions,
  quizzes,
  subjects,
  users,
  worksheets,
} from '../../db/schema'
import { NameSchema, resolveFilters, within } from './filters'
import { PERIOD_PHRASE, PeriodSchema } from './periods'
import { counted, defineQuery, listed, was } from './query'

const completed = eq(quizzes.status, 'completed')

export const quizzesCompleted = defineQuery({
  name: 'quizzes_completed',
  description: 'How many quizzes (worksheet attempts) were completed in a period, and by how many students.',
  params: z
    .object({ period: PeriodSchema, subject: NameSchema.optional(), school: NameSchema.optional() })
    .strict(),
  async run({ db, now }, params) {
    const { subjectId, schoolId } = await resolveFilters(db, params)
    const [row] = await db
      .select({ quizzes: count(), students: countDistinct(quizzes.studentId) })
      .from(quizzes)
      .innerJoin(worksheets, eq(worksheets.id, quizzes.worksheetId))
      .innerJoin(courses, eq(courses.id, worksheets.courseId))
      .innerJoin(users, eq(users.id, quizzes.studentId))
      .where(
        and(
          completed,
          within(quizzes.completedAt, params.period, now),
          subjectId ? eq(courses.subjectId, subjectId) : undefined,
          schoolId ? eq(users.schoolId, schoolId) : undefined,
        ),
      )
    return row
  },
  phrase: (r, p) =>
    `${counted(r.quizzes, 'quiz', 'quizzes')} ${was(r.quizzes)} completed ${PERIOD_PHRASE[p.period]}` +
    (r.quizzes ? ` by ${counted(r.students, 'student')}.` : '.'),
})

export const averageScore = defineQuery({
  name: 'average_score',
  description: 'The average score (percent of the marks) of the quizzes completed in a period.',
  params: z
    .object({
      period: PeriodSchema,
      subject: NameSchema.optional(),
      level: NameSchema.optional(),
      school: NameSchema.optional(),
    })
    .strict(),
  async run({ db, now }, params) {
    const { subjectId, levelId, schoolId } = await resolveFilters(db, params)
    const [row] = await db
      .select({
        quizzes: count(),
        percent: sql<
          number | null
        >`avg(${quizzes.marksGiven} / nullif(${quizzes.maxScore}, 0)) * 100`.mapWith((v) =>
          v === null ? null : Number(v),
        ),
      })
      .from(quizzes)
      .innerJoin(worksheets, eq(worksheets.id, quizzes.worksheetId))
      .innerJoin(courses, eq(courses.id, worksheets.courseId))
      .innerJoin(users, eq(users.id, quizzes.studentId))
      .where(
        and(
          completed,
          isNotNull(quizzes.marksGiven),
          within(quizzes.completedAt, params.period, now),
          subjectId ? eq(courses.subjectId, subjectId) : undefined,
          levelId ? eq(courses.academicLevelId, levelId) : undefined,
          schoolId ? eq(users.schoolId, schoolId) : undefined,
        ),
      )
    return { quizzes: row.quizzes, percent: row.percent === null ? null : Math.round(row.percent * 10) / 10 }
  },
  phrase: (r, p) =>
    r.percent === null
      ? `No marked quizzes were completed ${PERIOD_PHRASE[p.period]}, so there is no average yet.`
      : `The average score was ${r.percent}% over ${counted(r.quizzes, 'completed quiz', 'completed quizzes')}.`,
})

/** A question's text on one line, short enough to read in a list (markdown marks removed). */
function preview(text: string) {
  const plain = text
    .replace(/[#*_`>|[\]!]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return plain.length > 100 ? `${plain.slice(0, 99)}…` : plain
}

export const hardestQuestions = defineQuery({
  name: 'hardest_questions',
  description: 'The questions answered correctly least often (by share of full-mark answers), with attempts.',
  params: z
    .object({
      subject: NameSchema.optional(),
      level: NameSchema.optional(),
      limit: z.number().int().min(1).max(20).default(5),
    })
    .strict(),
  async run({ db }, params) {
    const { subjectId, levelId } = await resolveFilters(db, params)
    const right = sql<number>`count(*) filter (where ${evaluations.marksGiven} >= ${questions.maxScore})`
    const rows = await db
      .select({
        questionId: questions.id,
        text: questions.text,
        subject: subjects.name,
        level: academicLevels.name,
        attempts: count(),
        right: right.mapWith(Number),
      })
      .from(evaluations)
      .innerJoin(questions, eq(questions.id, evaluations.questionId))
      .innerJoin(courses, eq(courses.id, questions.courseId))
      .innerJoin(subjects, eq(subjects.id, courses.subjectId))
      .innerJoin(academicLevels, eq(academicLevels.id, courses.academicLevelId))
      .where(
        and(
          eq(evaluations.gradingCompleted, true),
          isNotNull(evaluations.marksGiven),
          subjectId ? eq(courses.subjectId, subjectId) : undefined,
          levelId ? eq(courses.academicLevelId, levelId) : undefined,
        ),
      )
      .groupBy(questions.id, subjects.name, academicLevels.name)
      .having(sql`${right} < count(*)`)
      .orderBy(sql`${right}::float / count(*)`, desc(count()), asc(questions.id))
      .limit(params.limit)
    return rows.map((r) => ({
      ...r,
      text: preview(r.text),
      correctPercent: Math.round((100 * r.right) / r.attempts),
    }))
  },
  phrase: (rows) =>
    rows.length === 0
      ? 'No marked answers were wrong yet, so no question stands out as hard.'
      : `The hardest ${rows.length === 1 ? 'question is' : `${rows.length} questions are`}:\n${rows
          .map(
            (r, i) =>
              `${i + 1}. "${r.text}" (${r.level} ${r.subject}, question ${r.questionId}): ` +
              `${r.correctPercent}% right over ${counted(r.attempts, 'attempt')}`,
          )
          .join('\n')}`,
})

export const questionReportsOpen = defineQuery({
  name: 'question_reports_open',
  description: 'How many reports of a problem with a question are still open, by subject.',
  params: z.object({}).strict(),
  async run({ db }) {
    return db
      .select({ subject: subjects.name, n: count() })
      .from(questionReports)
      .innerJoin(questions, eq(questions.id, questionReports.questionId))
      .innerJoin(courses, eq(courses.id, questions.courseId))
      .innerJoin(subjects, eq(subjects.id, courses.subjectId))
      .where(eq(questionReports.resolved, false))
      .groupBy(subjects.name)
      .orderBy(desc(count()), asc(subjects.name))
  },
  phrase: (rows) => {
    const total = rows.reduce((sum, r) => sum + r.n, 0)
    if (total === 0) return 'No question reports are open.'
    return `${counted(total, 'question report')} ${total === 1 ? 'is' : 'are'} open: ${listed(
      rows.map((r) => ({ label: r.subject, n: r.n })),
    )}.`
  },
})
