import { and, eq, inArray } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { UserRow } from '../../context'
import type { Db } from '../../db/client'
import { type courses, questionImages, questions } from '../../db/schema'
import { reindexSource } from '../coach/retrieval/index-sources'
import type { BuiltKey } from './answer-key'
import type { ImagePlan } from './images'
import type { ParsedQuestion } from './input'

type QuestionRow = typeof questions.$inferSelect
type Part = { input: ParsedQuestion['sub_questions'][number]; old: QuestionRow | null; built: BuiltKey }
export type Write = {
  user: UserRow
  course: typeof courses.$inferSelect
  input: ParsedQuestion
  existing: QuestionRow | null
  built: BuiltKey
  parts: Part[]
  oldParts: QuestionRow[]
  plan: ImagePlan
  added: { filename: string; url: string }[]
}

const keyColumns = (b: BuiltKey) => ({
  options: b.options,
  answerKey: b.key,
  answer: b.answer,
  markingScheme: b.markingScheme,
})

/** Writes the question, its parts (kept in place by position, so their ids last) and its images; answers the id. */
export function writeQuestion(db: Db, w: Write): Promise<number> {
  const { input, existing } = w
  const now = new Date()
  const placement = {
    courseId: input.course_id,
    topicId: input.topic_id ?? null,
    courseTaggingId: input.course_tagging_id ?? null,
    difficultyLevelId: input.difficulty_level_id ?? null,
  }
  const columns = {
    ...placement,
    ...keyColumns(w.built),
    questionTypeId: input.question_type_id,
    text: input.text,
    solution: input.solution === undefined ? (existing?.solution ?? '') : (input.solution ?? ''),
    maxScore: input.max_score,
    passageId: input.passage_id ?? null,
    isEnabled: input.is_enabled ?? existing?.isEnabled ?? true,
    needReview: input.need_review ?? existing?.needReview ?? false,
    needApprove: input.need_approve ?? existing?.needApprove ?? false,
    updatedAt: now,
  }
  return db.transaction(async (tx) => {
    let id: number
    let owner: Pick<QuestionRow, 'schoolId' | 'createdBy'>
    if (existing) {
      id = existing.id
      owner = existing
      await tx.update(questions).set(columns).where(eq(questions.id, id))
    } else {
      const schoolId = w.user.userRoleId === USER_ROLE.TEACHER ? w.user.schoolId : w.course.schoolId
      const [row] = await tx
        .insert(questions)
        .values({ ...columns, schoolId, createdBy: w.user.id })
        .returning()
      id = row.id
      owner = row
    }
    for (const [i, part] of w.parts.entries()) {
      const values = {
        ...placement,
        ...keyColumns(part.built),
        parentId: id,
        partOrder: i + 1,
        questionTypeId: part.input.question_type_id,
        text: part.input.text,
        maxScore: part.input.max_score,
        schoolId: owner.schoolId,
        createdBy: owner.createdBy,
        updatedAt: now,
      }
      if (part.old) await tx.update(questions).set(values).where(eq(questions.id, part.old.id))
      else await tx.insert(questions).values({ ...values, solution: '' })
    }
    const dropped = w.oldParts.slice(w.parts.length).map((p) => p.id)
    if (dropped.length) await tx.delete(questions).where(inArray(questions.id, dropped))
    const replaced = [...w.plan.remove, ...w.added.map((a) => a.filename)]
    if (replaced.length) {
      await tx
        .delete(questionImages)
        .where(and(eq(questionImages.questionId, id), inArray(questionImages.filename, replaced)))
    }
    if (w.added.length) await tx.insert(questionImages).values(w.added.map((a) => ({ questionId: id, ...a })))
    // The coaches search the bank as it now is (ADR 0033): a disabled or unapproved question leaves the index.
    await reindexSource(tx, 'question', id)
    return id
  })
}
