import { asc, eq } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { questionImages, questions } from '../../db/schema'
import { loadQuestionFor } from './access'
import { planImages, storeImages } from './images'
import { parseQuestionInput } from './input'
import { buildQuestionKeys } from './keys'
import { fieldError } from './lookups'
import { writeQuestion } from './persist'
import { checkPlacement } from './placement'
import { presentIds } from './present'
import type { QuestionUpload } from './upload'

/**
 * Creates (no id) or updates a question with its parts and images. Everything is checked before anything is
 * written; the rows change in one transaction.
 */
export async function saveQuestion(ctx: AppContext, user: UserRow, upload: QuestionUpload) {
  const input = parseQuestionInput(upload.question)
  const existing = input.id ? (await loadQuestionFor(ctx, user, input.id, { edit: true })).row : null
  if (existing?.parentId) {
    throw fieldError(
      'question.id',
      `Question ${existing.id} is a part of question ${existing.parentId}; save that question instead.`,
    )
  }
  const course = await checkPlacement(ctx, user, input)
  const oldParts = existing
    ? await ctx.db
        .select()
        .from(questions)
        .where(eq(questions.parentId, existing.id))
        .orderBy(asc(questions.partOrder))
    : []
  const { built, parts } = await buildQuestionKeys(ctx, { input, course, existing, oldParts })
  const storedImages = existing
    ? await ctx.db.select().from(questionImages).where(eq(questionImages.questionId, existing.id))
    : []
  const plan = planImages(storedImages, input.question_images, upload.files)
  const added = await storeImages(ctx, plan.add)
  const id = await writeQuestion(ctx.db, {
    user,
    course,
    input,
    existing,
    built,
    parts,
    oldParts,
    plan,
    added,
  })
  const [question] = await presentIds(ctx.db, [id], { details: true, answers: true })
  return { created: !existing, question }
}
