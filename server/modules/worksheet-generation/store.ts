import { asc, eq, inArray } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import type { Executor } from '../../db/client'
import { difficultyLevels, questionImages, questions } from '../../db/schema'
import type { Draft } from '../../db/seed/bank/build'
import { markedColumns } from '../../db/seed/question-bank'
import { newToken } from '../../lib/crypto'
import type { Candidate } from './offline'
import { renamer } from './offline'

type QuestionRow = typeof questions.$inferSelect
/** A candidate ready to write: a drawn question's diagrams already stored. */
export type Ready = { candidate: Candidate; imageUrls: { url: string; alt: string }[] }

const DIFFICULTY_NAMES = ['Easy', 'Medium', 'Hard']

/** Diagrams go to storage before the transaction (files are not transactional; an orphan file is harmless). */
export async function prepare(ctx: AppContext, candidate: Candidate): Promise<Ready> {
  if (candidate.kind !== 'draft' || !candidate.draft.images?.length) return { candidate, imageUrls: [] }
  const imageUrls = await Promise.all(
    candidate.draft.images.map(async (image) => ({
      url: await ctx.storage.put(
        `questions/generated/${newToken().slice(0, 16)}.svg`,
        Buffer.from(image.svg),
      ),
      alt: image.alt,
    })),
  )
  return { candidate, imageUrls }
}

/** New questions belong to the teacher and their school, awaiting approval until the worksheet is saved. */
const ownership = (teacher: UserRow) => ({
  schoolId: teacher.schoolId,
  createdBy: teacher.id,
  needApprove: true,
})

async function difficultyIds(tx: Executor) {
  const rows = await tx
    .select()
    .from(difficultyLevels)
    .where(inArray(difficultyLevels.name, DIFFICULTY_NAMES))
  return (d: number) => rows.find((r) => r.name === DIFFICULTY_NAMES[d - 1])?.id ?? null
}

async function writeDraft(
  tx: Executor,
  teacher: UserRow,
  courseId: number,
  draft: Draft,
  topicId: number,
  difficultyId: number | null,
  images: { url: string; alt: string }[],
) {
  const placement = { courseId, topicId, difficultyLevelId: difficultyId }
  const [row] = await tx
    .insert(questions)
    .values({
      ...placement,
      ...ownership(teacher),
      ...markedColumns(draft),
      listeningText: draft.listeningText ?? null,
    })
    .returning({ id: questions.id })
  if (draft.parts?.length)
    await tx.insert(questions).values(
      draft.parts.map((part, i) => ({
        ...placement,
        ...ownership(teacher),
        parentId: row.id,
        partOrder: i + 1,
        ...markedColumns(part),
      })),
    )
  if (images.length)
    await tx.insert(questionImages).values(
      images.map((image, i) => ({
        questionId: row.id,
        filename: `figure-${i + 1}.svg`,
        url: image.url,
        alt: image.alt,
      })),
    )
  return row.id
}

/** A copy of a bank question with its children's names changed and a choice question's options reordered. */
function adapted(row: QuestionRow, rename: (s: string) => string, order: number[] | null) {
  const key = JSON.parse(rename(JSON.stringify(row.answerKey))) as QuestionRow['answerKey']
  const options = JSON.parse(rename(JSON.stringify(row.options))) as QuestionRow['options']
  const reordered =
    order && key.kind === 'choice' && options.length === key.options.length
      ? {
          options: order.map((k, i) => ({ ...options[k], order: i + 1 })),
          answerKey: { ...key, options: order.map((k) => key.options[k]) },
        }
      : { options, answerKey: key }
  return {
    ...reordered,
    text: rename(row.text),
    answer: row.answer === null ? null : rename(row.answer),
    solution: rename(row.solution),
    markingScheme: rename(row.markingScheme),
    listeningText: row.listeningText === null ? null : rename(row.listeningText),
  }
}

async function copyBankQuestion(
  tx: Executor,
  teacher: UserRow,
  id: number,
  rng: Ready['candidate'] & { kind: 'bank' },
) {
  const [root] = await tx.select().from(questions).where(eq(questions.id, id))
  const parts = await tx
    .select()
    .from(questions)
    .where(eq(questions.parentId, id))
    .orderBy(asc(questions.partOrder))
  const images = await tx.select().from(questionImages).where(eq(questionImages.questionId, id))
  const rename = renamer(
    rng.rng,
    [root, ...parts].map((q) => `${q.text}\n${q.solution}\n${q.answer ?? ''}`),
  )
  const order =
    root.questionTypeId === 1 && root.options.length ? rng.rng.shuffle(root.options.map((_, i) => i)) : null
  const { id: _id, ref: _ref, createdAt: _c, updatedAt: _u, ...rest } = root
  const [row] = await tx
    .insert(questions)
    .values({ ...rest, ...adapted(root, rename, order), ...ownership(teacher), parentId: null })
    .returning({ id: questions.id })
  for (const part of parts) {
    const { id: _pid, ref: _pref, createdAt: _pc, updatedAt: _pu, ...partRest } = part
    await tx
      .insert(questions)
      .values({ ...partRest, ...adapted(part, rename, null), ...ownership(teacher), parentId: row.id })
  }
  if (images.length)
    await tx
      .insert(questionImages)
      .values(images.map(({ id: _iid, ...image }) => ({ ...image, questionId: row.id })))
  return row.id
}

/** Writes the run's questions (in a transaction the caller holds) and answers their ids in order. */
export async function writeQuestions(tx: Executor, teacher: UserRow, courseId: number, ready: Ready[]) {
  const difficultyOf = await difficultyIds(tx)
  const ids: number[] = []
  for (const { candidate, imageUrls } of ready) {
    ids.push(
      candidate.kind === 'draft'
        ? await writeDraft(
            tx,
            teacher,
            courseId,
            candidate.draft,
            candidate.topic.id,
            difficultyOf(candidate.draft.difficulty),
            imageUrls,
          )
        : await copyBankQuestion(tx, teacher, candidate.questionId, candidate),
    )
  }
  return ids
}
