import { and, asc, eq, isNull } from 'drizzle-orm'
import { QUESTION_CONTENT_TYPE } from '../../../contracts/constants'
import type { Db } from '../client'
import { academicLevels, courses, questions, subjects, worksheetQuestions, worksheets } from '../schema'

/** Two questions of each topic, in bank order, up to this many: a paper that covers the year. */
const QUESTIONS_PER_TOPIC = 2
const MAX_QUESTIONS = 14

/**
 * One mock exam (content type 4, "Exam") for each common Maths and Science course of P4–P6, drawn from the
 * bank: the parent's mock-exam report and `/users/mock/*` read the ones a child has handed in (plan Q15, until
 * mock-exam lessons exist). Timed like a paper: 1.5 minutes a mark, rounded up to 5. Does nothing when present.
 */
export async function seedMockExams(db: Db) {
  const [existing] = await db
    .select({ id: worksheets.id })
    .from(worksheets)
    .where(eq(worksheets.groupTypeId, QUESTION_CONTENT_TYPE.EXAM))
    .limit(1)
  if (existing) return
  const targets = await db
    .select({ id: courses.id, level: academicLevels.name, subject: subjects.name })
    .from(courses)
    .innerJoin(academicLevels, eq(academicLevels.id, courses.academicLevelId))
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .where(isNull(courses.schoolId))
    .orderBy(asc(academicLevels.sortOrder), asc(subjects.id))
  for (const course of targets) {
    if (!['P4', 'P5', 'P6'].includes(course.level) || !['Maths', 'Science'].includes(course.subject)) continue
    const bankQuestions = await db
      .select({ id: questions.id, topicId: questions.topicId, maxScore: questions.maxScore })
      .from(questions)
      .where(and(eq(questions.courseId, course.id), isNull(questions.parentId), isNull(questions.passageId)))
      .orderBy(asc(questions.id))
    const perTopic = new Map<number | null, number>()
    const chosen = bankQuestions.filter((q) => {
      const taken = perTopic.get(q.topicId) ?? 0
      perTopic.set(q.topicId, taken + 1)
      return taken < QUESTIONS_PER_TOPIC
    })
    const paper = chosen.slice(0, MAX_QUESTIONS)
    if (paper.length < 5) continue
    const marks = paper.reduce((sum, q) => sum + q.maxScore, 0)
    const [sheet] = await db
      .insert(worksheets)
      .values({
        ref: `mock-${course.level}-${course.subject}`.toLowerCase(),
        title: `${course.level} ${course.subject}: Mock exam`,
        courseId: course.id,
        groupTypeId: QUESTION_CONTENT_TYPE.EXAM,
        timeLimitMinutes: Math.max(15, Math.ceil((marks * 1.5) / 5) * 5),
      })
      .returning({ id: worksheets.id })
    await db
      .insert(worksheetQuestions)
      .values(paper.map((q, i) => ({ worksheetId: sheet.id, questionId: q.id, position: i + 1 })))
  }
}
