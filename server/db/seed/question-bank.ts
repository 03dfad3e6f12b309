import { count, eq, isNotNull } from 'drizzle-orm'
import type { Storage } from '../../storage/local'
import type { Db } from '../client'
import {
  academicLevels,
  courses,
  difficultyLevels,
  passages,
  type QuestionOption,
  questionImages,
  questions,
  subjects,
  topics,
  worksheetQuestions,
  worksheets,
} from '../schema'
import type { Bank, BankPart, BankQuestion } from './bank/types'

const DIFFICULTIES = ['Easy', 'Medium', 'Hard']

const optionsOf = (q: Pick<BankQuestion, 'key'>): QuestionOption[] =>
  q.key.kind === 'choice'
    ? q.key.options.map((o, i) => ({ id: o.id, text: o.text, image: null, order: i + 1 }))
    : []

const thresholdsOf = (q: Pick<BankQuestion, 'key'>) => (q.key.kind === 'oral' ? q.key.thresholds : null)

type Keyed = Pick<
  BankPart,
  'questionTypeId' | 'text' | 'key' | 'answer' | 'solution' | 'markingScheme' | 'maxScore'
>
/** The columns of a bank question or part (or a generated one) that say what it asks and how it is marked. */
export const markedColumns = (q: Keyed) => ({
  questionTypeId: q.questionTypeId,
  text: q.text,
  options: optionsOf(q),
  answerKey: q.key,
  answer: q.answer,
  solution: q.solution,
  markingScheme: q.markingScheme,
  maxScore: q.maxScore,
  thresholds: thresholdsOf(q),
})

/**
 * Loads the question bank (questions, parts, passages, diagrams, worksheets) into a database that has the
 * demo courses. Does nothing when bank questions are already there.
 */
export async function seedQuestionBank(db: Db, storage: Storage, bank: Bank) {
  const [{ n }] = await db.select({ n: count() }).from(questions).where(isNotNull(questions.ref))
  if (n > 0) return false

  await db
    .insert(difficultyLevels)
    .values(DIFFICULTIES.map((name) => ({ name })))
    .onConflictDoNothing()
  const difficultyId = Object.fromEntries(
    (await db.select().from(difficultyLevels)).map((d) => [d.name, d.id]),
  )
  const courseRows = await db
    .select({ id: courses.id, level: academicLevels.name, subject: subjects.name })
    .from(courses)
    .innerJoin(academicLevels, eq(academicLevels.id, courses.academicLevelId))
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .where(eq(courses.isActive, true))
  const courseId = (level: string, subject: string) => {
    const course = courseRows.find((c) => c.level === level && c.subject === subject)
    if (!course) throw new Error(`No ${level} ${subject} course to hold the bank's questions`)
    return course.id
  }

  // Diagrams are written before the transaction: files are not transactional, and rewriting them is harmless.
  const imageUrls = new Map<string, string>()
  for (const q of bank.questions) {
    for (const image of q.images ?? []) {
      imageUrls.set(
        `${q.ref}/${image.filename}`,
        await storage.put(`questions/${q.ref}/${image.filename}`, Buffer.from(image.svg)),
      )
    }
  }

  await db.transaction(async (tx) => {
    const topicIds = new Map<string, number>()
    const topicId = async (course: number, name: string) => {
      const key = `${course}:${name}`
      if (!topicIds.has(key)) {
        const [row] = await tx
          .insert(topics)
          .values({ courseId: course, name, sortOrder: topicIds.size })
          .onConflictDoUpdate({ target: [topics.courseId, topics.name], set: { name } })
          .returning({ id: topics.id })
        topicIds.set(key, row.id)
      }
      return topicIds.get(key)!
    }

    const passageIds = new Map<string, number>()
    for (const p of bank.passages) {
      const user = bank.questions.find((q) => q.passageRef === p.ref)
      if (!user) continue
      const [row] = await tx
        .insert(passages)
        .values({ ref: p.ref, courseId: courseId(user.level, user.subject), title: p.title, text: p.text })
        .returning({ id: passages.id })
      passageIds.set(p.ref, row.id)
    }

    const questionIds = new Map<string, number>()
    for (const q of bank.questions) {
      const course = courseId(q.level, q.subject)
      const common = {
        courseId: course,
        topicId: await topicId(course, q.topic),
        difficultyLevelId: difficultyId[DIFFICULTIES[q.difficulty - 1]],
      }
      const [row] = await tx
        .insert(questions)
        .values({
          ...common,
          ...markedColumns(q),
          ref: q.ref,
          passageId: q.passageRef ? passageIds.get(q.passageRef) : null,
          listeningText: q.listeningText ?? null,
        })
        .returning({ id: questions.id })
      questionIds.set(q.ref, row.id)
      if (q.parts?.length) {
        await tx.insert(questions).values(
          q.parts.map((part: BankPart, i) => ({
            ...common,
            ...markedColumns(part),
            ref: part.ref,
            parentId: row.id,
            partOrder: i + 1,
          })),
        )
      }
      if (q.images?.length) {
        await tx.insert(questionImages).values(
          q.images.map((image) => ({
            questionId: row.id,
            filename: image.filename,
            url: imageUrls.get(`${q.ref}/${image.filename}`)!,
            alt: image.alt,
          })),
        )
      }
    }

    for (const w of bank.worksheets) {
      const course = courseId(w.level, w.subject)
      const [row] = await tx
        .insert(worksheets)
        .values({
          ref: w.ref,
          title: w.title,
          courseId: course,
          topicId: await topicId(course, w.topic),
          groupTypeId: 3,
          timeLimitMinutes: w.timeLimitMinutes ?? null,
        })
        .returning({ id: worksheets.id })
      await tx.insert(worksheetQuestions).values(
        w.questionRefs.map((ref, i) => {
          const questionId = questionIds.get(ref)
          if (!questionId) throw new Error(`Worksheet ${w.ref} names unknown question ${ref}`)
          return { worksheetId: row.id, questionId, position: i + 1 }
        }),
      )
    }
  })
  return true
}
