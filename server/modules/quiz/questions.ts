import { asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Question } from '../../../contracts/question-schemas'
import type { MarkableQuestion, QuestionTypeId } from '../../ai/types'
import type { Executor } from '../../db/client'
import { courses, questionImages, questions, subjects } from '../../db/schema'

type QuestionRow = typeof questions.$inferSelect
export type LoadedQuestion = QuestionRow & {
  parts: QuestionRow[]
  images: { filename: string; url: string; alt: string | null }[]
  subjectId: number
  academicLevelId: number
  /** The course's subject as the marker knows it (English marks spelling strictly); none for other subjects. */
  subject?: MarkableQuestion['subject']
}

/** A subject's name as the marker knows it: 'Maths', 'Mathematics' → maths; unknown subjects → undefined. */
export function markingSubject(name: string | null | undefined): MarkableQuestion['subject'] {
  const n = (name ?? '').toLowerCase()
  if (/\bmath/.test(n)) return 'maths'
  if (/\bscience/.test(n)) return 'science'
  if (/\benglish/.test(n)) return 'english'
  if (/\b(chinese|mandarin)/.test(n) || /华文|中文/.test(n)) return 'chinese'
  return undefined
}

type Image = LoadedQuestion['images'][number]

/**
 * Questions with their parts and images, in the order of `ids`, read in ONE statement (issue 11: a submission
 * and a quiz's opening each read them): the parts come as rows of their own, the images as JSON beside theirs.
 */
export async function loadQuestions(db: Executor, ids: number[]): Promise<LoadedQuestion[]> {
  if (!ids.length) return []
  const rows = await db
    .select({
      q: questions,
      subjectId: courses.subjectId,
      academicLevelId: courses.academicLevelId,
      subjectName: subjects.name,
      images: sql<
        Image[] | null
      >`(select json_agg(json_build_object('filename', ${questionImages.filename}, 'url', ${questionImages.url}, 'alt', ${questionImages.alt}) order by ${questionImages.id}) from ${questionImages} where ${questionImages.questionId} = ${questions.id})`,
    })
    .from(questions)
    .leftJoin(courses, eq(courses.id, questions.courseId))
    .leftJoin(subjects, eq(subjects.id, courses.subjectId))
    .where(or(inArray(questions.id, ids), inArray(questions.parentId, ids)))
    .orderBy(asc(questions.partOrder))
  const parts = rows.filter((r) => r.q.parentId !== null && ids.includes(r.q.parentId)).map((r) => r.q)
  const byId = new Map(
    rows
      .filter((r) => ids.includes(r.q.id) && r.subjectId !== null && r.academicLevelId !== null)
      .map(({ q, subjectId, academicLevelId, subjectName, images }) => [
        q.id,
        {
          ...q,
          subjectId: subjectId!,
          academicLevelId: academicLevelId!,
          ...(markingSubject(subjectName) ? { subject: markingSubject(subjectName) } : {}),
          parts: parts.filter((p) => p.parentId === q.id),
          images: images ?? [],
        },
      ]),
  )
  return ids.map((id) => byId.get(id)).filter((q): q is LoadedQuestion => Boolean(q))
}

const markableRow = (q: QuestionRow): MarkableQuestion => ({
  id: q.id,
  questionTypeId: q.questionTypeId as QuestionTypeId,
  text: q.text,
  maxScore: q.maxScore,
  key: q.answerKey,
  solution: q.solution,
  markingScheme: q.markingScheme,
})

export const toMarkable = (q: LoadedQuestion): MarkableQuestion => ({
  ...markableRow(q),
  parts: q.parts.length ? q.parts.map((p) => ({ ...markableRow(p), ...subjectOf(q) })) : undefined,
  ...subjectOf(q),
})
const subjectOf = (q: LoadedQuestion) => (q.subject ? { subject: q.subject } : {})

/** How a choice question numbers its options, when not the default letters. */
const optionLabels = (q: QuestionRow) =>
  q.answerKey?.kind === 'choice' && q.answerKey.labels === 'numbers'
    ? { option_labels: 'numbers' as const }
    : {}

/** A question as a student sees it: never the answer key, the answer or the solution before marking. */
export function presentQuestion(q: LoadedQuestion): Omit<Question, 'answer'> {
  return {
    id: q.id,
    question_type_id: q.questionTypeId,
    text: q.text,
    question_images: q.images,
    options: q.options,
    max_score: q.maxScore,
    ...optionLabels(q),
    course_id: q.courseId,
    subject_id: q.subjectId,
    academic_level_id: q.academicLevelId,
    school_id: q.schoolId,
    topic_id: q.topicId,
    course_tagging_id: q.courseTaggingId,
    difficulty_level_id: q.difficultyLevelId,
    passage_id: q.passageId,
    audio_url: q.audioUrl,
    listening_text: q.listeningText,
    sub_questions: q.parts.map((p) => ({
      id: p.id,
      question_type_id: p.questionTypeId,
      text: p.text,
      question_images: [],
      options: p.options,
      max_score: p.maxScore,
      order: p.partOrder,
    })),
    is_enabled: q.isEnabled,
    need_review: q.needReview,
    need_approve: q.needApprove,
    updated_at: q.updatedAt.toISOString(),
  }
}
