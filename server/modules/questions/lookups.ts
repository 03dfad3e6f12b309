import { eq } from 'drizzle-orm'
import { QUESTION_TYPE } from '../../ai/types'
import type { Db } from '../../db/client'
import { academicLevels, subjects } from '../../db/schema'
import { badRequest } from '../../errors'

const QUESTION_TYPE_IDS = new Set<number>(Object.values(QUESTION_TYPE))

export const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }])

export function assertQuestionType(id: number, path = 'question_type_id') {
  if (!QUESTION_TYPE_IDS.has(id)) {
    throw fieldError(
      path,
      `Question type ${id} does not exist: use 1 multiple choice, 2 numeric, 3 short text, 4 open-ended, 5 oral or 6 multi-part.`,
    )
  }
}

/** A subject and level named in a request must exist; the message says which one does not. */
export async function assertLevelAndSubject(db: Db, academicLevelId: number, subjectId: number) {
  const [level] = await db
    .select({ id: academicLevels.id })
    .from(academicLevels)
    .where(eq(academicLevels.id, academicLevelId))
  if (!level) throw fieldError('academic_level_id', `There is no academic level ${academicLevelId}.`)
  const [subject] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, subjectId))
  if (!subject) throw fieldError('subject_id', `There is no subject ${subjectId}.`)
}
