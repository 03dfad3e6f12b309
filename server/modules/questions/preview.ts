import { asc, eq } from 'drizzle-orm'
import type { MarkableQuestion, QuestionTypeId, StudentAnswer } from '../../ai/types'
import type { AppContext, UserRow } from '../../context'
import { questions, subjects } from '../../db/schema'
import { badRequest, tooMany } from '../../errors'
import { resolvePrompts } from '../prompts/resolve'
import { loadQuestions, markingSubject, toMarkable } from '../quiz/questions'
import { loadQuestionFor } from './access'
import { parseQuestionInput } from './input'
import { buildQuestionKeys } from './keys'
import { checkPlacement } from './placement'

/** Each preview may call the AI provider, so a runaway client is held back. */
const PREVIEWS_PER_MINUTE = 30

export type PreviewBody = {
  question_id?: number
  question?: Record<string, unknown>
  value?: string | null
  selected_option_id?: number | null
  method_answer?: string | null
}
type Prompted = {
  id: number
  courseId: number
  courseTaggingId: number | null
  questionTypeId: number
  subjectId: number
  academicLevelId: number
}

/** A saved question as the marker sees it, or an unsaved one: its options and parts numbered 1, 2, … in order. */
async function previewQuestion(
  ctx: AppContext,
  user: UserRow,
  body: PreviewBody,
): Promise<{ markable: MarkableQuestion; prompted: Prompted }> {
  if (body.question) {
    const input = parseQuestionInput(body.question)
    // An edit of a saved question is marked with that question's own prompts, so the caller must be able to read it.
    const existing = input.id ? (await loadQuestionFor(ctx, user, input.id)).row : null
    const course = await checkPlacement(ctx, user, input)
    // Marked as saving it would key it: what the edit leaves out (rules, a part's scheme) stays as stored.
    const oldParts = existing
      ? await ctx.db
          .select()
          .from(questions)
          .where(eq(questions.parentId, existing.id))
          .orderBy(asc(questions.partOrder))
      : []
    const { built, parts } = await buildQuestionKeys(ctx, { input, course, existing, oldParts })
    const id = input.id ?? 0
    const [named] = await ctx.db
      .select({ name: subjects.name })
      .from(subjects)
      .where(eq(subjects.id, course.subjectId))
    const subject = markingSubject(named?.name)
    const bySubject = subject ? { subject } : {}
    const markable: MarkableQuestion = {
      ...bySubject,
      id,
      questionTypeId: input.question_type_id as QuestionTypeId,
      text: input.text,
      maxScore: input.max_score,
      key: built.key,
      solution: input.solution ?? '',
      markingScheme: built.markingScheme,
      parts: parts.length
        ? parts.map((p, i) => ({
            id: i + 1,
            questionTypeId: p.input.question_type_id as QuestionTypeId,
            text: p.input.text,
            maxScore: p.input.max_score,
            key: p.built.key,
            solution: '',
            markingScheme: p.built.markingScheme,
            ...bySubject,
          }))
        : undefined,
    }
    const prompted = {
      id,
      courseId: course.id,
      courseTaggingId: input.course_tagging_id ?? null,
      questionTypeId: input.question_type_id,
      subjectId: course.subjectId,
      academicLevelId: course.academicLevelId,
    }
    return { markable, prompted }
  }
  const { row, root } = await loadQuestionFor(ctx, user, body.question_id!)
  const [loaded] = await loadQuestions(ctx.db, [row.id])
  return { markable: toMarkable(loaded), prompted: { ...root, id: root.id } }
}

/** The answer as the marker takes it; a multi-part answer is JSON by part id: {"12": "3/4", …}. */
function studentAnswer(q: MarkableQuestion, body: PreviewBody): StudentAnswer {
  if (body.selected_option_id != null) {
    const ids = q.key.kind === 'choice' ? q.key.options.map((o) => o.id) : []
    if (!ids.includes(body.selected_option_id)) {
      throw badRequest(
        `Option ${body.selected_option_id} is not one of this question's choices (${ids.join(', ') || 'it has none'}).`,
        [{ path: 'selected_option_id', message: 'Choose one of the options.' }],
      )
    }
  }
  const answer: StudentAnswer = {
    value: body.value ?? null,
    selectedOptionIds: body.selected_option_id != null ? [body.selected_option_id] : undefined,
    methodAnswer: body.method_answer ?? null,
  }
  if (!q.parts?.length || !body.value) return answer
  let parsed: unknown
  try {
    parsed = JSON.parse(body.value)
  } catch {}
  const partIds = q.parts.map((p) => p.id)
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest(
      `This question has parts: send the answer as JSON by part id, like {"${partIds[0]}": "…"}.`,
      [{ path: 'value', message: 'Answer each part by its id.' }],
    )
  }
  const parts: Record<number, StudentAnswer> = {}
  for (const [k, v] of Object.entries(parsed)) {
    if (!partIds.includes(Number(k)))
      throw badRequest(`This question has no part ${k}; its parts are ${partIds.join(', ')}.`)
    parts[Number(k)] = { value: String(v ?? '') }
  }
  return { ...answer, value: null, parts }
}

/** Marks and explains an answer exactly as a quiz would, storing nothing; the client's leaving stops the work. */
export async function markPreview(ctx: AppContext, user: UserRow, body: PreviewBody, signal?: AbortSignal) {
  if (
    !(await ctx.limiter.hit(`preview-mark:${user.id}`, PREVIEWS_PER_MINUTE, 60_000, {
      ifUnreachable: 'allow',
    }))
  ) {
    throw tooMany(
      `You can preview at most ${PREVIEWS_PER_MINUTE} answers a minute. Wait a moment and try again.`,
    )
  }
  const { markable, prompted } = await previewQuestion(ctx, user, body)
  const answer = studentAnswer(markable, body)
  const prompts = await resolvePrompts(ctx, prompted, ctx.config.ai.model)
  const result = await ctx.ai.mark(markable, answer, { prompts, signal })
  let explanation = ''
  try {
    for await (const delta of ctx.ai.explain(markable, answer, result, { prompts, signal }))
      explanation += delta
  } catch (err) {
    if (signal?.aborted) throw err
    ctx.log.warn({ err }, 'preview explanation stopped early')
  }
  return {
    question_id: markable.id,
    marks_given: result.marksGiven,
    max_score: result.maxScore,
    is_full_marks: result.isFullMarks,
    explanation,
  }
}
