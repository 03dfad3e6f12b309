import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AnswerRules } from '../../contracts/question-schemas'
import type { GenerationJob } from '../../contracts/worksheet-generation'
import type {
  DocumentKind,
  GeneratedSheet,
  GenerateRequest,
  Progress,
} from '../../machines/worksheetGeneration.machine'
import { client } from './client'
import { expectStatus } from './errors'
import { type Question, useInvalidateWorksheets, worksheetKeys } from './worksheets'

// Worksheet generation (ADR 0054): documents, a run the page follows and can cancel, and saving a draft.

const TYPE_OF: Record<DocumentKind, 'CURRICULUM' | 'GENERATION'> = {
  curriculum: 'CURRICULUM',
  source: 'GENERATION',
}

/** The machine's `upload` actor: the files of one kind; answers their ids. */
export async function uploadDocuments(kind: DocumentKind, files: File[]): Promise<number[]> {
  const body = kind === 'curriculum' ? { 'curriculum_files[]': files } : { 'source_files[]': files }
  const reply = expectStatus(
    await client.worksheets.uploadGenerationDocuments({ params: { type: TYPE_OF[kind] }, body }),
    201,
  )
  return reply.documents.map((d) => d.id)
}

/** The machine's `generate` actor: POST /worksheets/generate, aborted with the signal (the spec's abortable call). */
export async function generateWorksheets(
  request: GenerateRequest,
  signal: AbortSignal,
): Promise<GeneratedSheet[]> {
  const { fields } = request
  // Multipart carries no "undefined": a field left out is not sent at all.
  const fieldsSent = Object.fromEntries(
    Object.entries({
      prompt: fields.prompt,
      num_worksheets: fields.numWorksheets,
      num_questions_per_worksheet: fields.numQuestions,
      assessment_purpose: fields.purpose || undefined,
      reference: fields.reference.trim() || undefined,
      course_id: fields.courseId ?? undefined,
      source_ids: request.sourceIds.length ? request.sourceIds : undefined,
      curriculum_ids: request.curriculumIds.length ? request.curriculumIds : undefined,
      request_id: request.requestId,
    }).filter(([, value]) => value !== undefined),
  )
  const reply = await client.worksheets.generateWorksheets({
    body: fieldsSent as never,
    fetchOptions: { signal },
  })
  return expectStatus(reply, 201).worksheets
}

export async function readGenerationJob(requestId: string): Promise<GenerationJob | null> {
  const reply = await client.worksheets.getGenerationJob({ params: { requestId } })
  return reply.status === 200 ? reply.body : null
}

/** The machine's `cancelRun` actor: the server stops the run at its next question, wherever it runs. */
export async function cancelGenerationJob({ requestId }: { requestId: string }) {
  await client.worksheets.cancelGenerationJob({ params: { requestId } })
}

/** Polls the run's progress every `ms` until stopped; a run not yet known (its POST still starting) is skipped. */
export function followGenerationJob(requestId: string, onProgress: (p: Progress) => void, ms = 500) {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const tick = async () => {
    try {
      const job = await readGenerationJob(requestId)
      if (job && !stopped) onProgress({ done: job.done, total: job.total, stage: job.stage })
    } catch {
      // A missed reading is fine: the next one comes shortly, and the POST's answer is what counts.
    }
    if (!stopped) timer = setTimeout(tick, ms)
  }
  timer = setTimeout(tick, ms / 2)
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}

/** Saves a reviewed draft as a finished worksheet (PATCH /worksheets/{id} with is_draft false). */
export function useSaveDraft(id: number) {
  const changed = useInvalidateWorksheets()
  return useMutation({
    mutationFn: async (title: string) =>
      expectStatus(
        await client.worksheets.updateWorksheet({ params: { id }, body: { title, is_draft: false } }),
        200,
      ),
    onSuccess: changed,
  })
}

export type EditableQuestion = {
  question: Question
  text: string
  answer: string
  /** Index of the right option of a multiple-choice question. */
  correct: number
  /** How the answer is marked; null leaves the stored rules as they are. */
  rules?: AnswerRules | null
  /** Each part's rules, in the order of `question.sub_questions`; null leaves a part's as they are. */
  partRules?: (AnswerRules | null)[]
  /** An open-ended question's marking scheme; left out (undefined), the stored one stays. */
  scheme?: string
  /** Each part's wording, answer (or model answer) and, left out when unchanged, its scheme. */
  parts?: PartEdit[]
}
export type PartEdit = { text: string; answer: string; scheme?: string }

/**
 * The question JSON of PUT /questions (and of a preview) for an edit: the wording, the answer, the rules and the
 * schemes the dialog changed. A scheme left out stays as stored (with its criteria exactly).
 */
export function editedQuestion(edit: EditableQuestion) {
  const { question: q, text, answer, correct, rules, partRules, scheme, parts } = edit
  const multi = q.question_type_id === 6
  return {
    id: q.id,
    course_id: q.course_id,
    topic_id: q.topic_id,
    course_tagging_id: q.course_tagging_id,
    question_type_id: q.question_type_id,
    difficulty_level_id: q.difficulty_level_id,
    text,
    options: q.options.map((o, i) => ({ text: o.text, is_correct: i === correct, order: o.order })),
    answer: q.question_type_id === 1 || multi ? undefined : answer,
    max_score: q.max_score,
    ...(rules ? { answer_rules: rules } : {}),
    ...(scheme !== undefined && !multi ? { marking_scheme: scheme } : {}),
    passage_id: q.passage_id,
    question_images: q.question_images.map((image) => image.filename),
    sub_questions: q.sub_questions.map((p, i) => {
      const edited = parts?.[i]
      return {
        text: edited ? edited.text : p.text,
        question_type_id: p.question_type_id,
        max_score: p.max_score,
        answer: edited ? edited.answer || null : (p.answer ?? null),
        order: p.order,
        ...(partRules?.[i] ? { answer_rules: partRules[i] } : {}),
        ...(edited?.scheme !== undefined ? { marking_scheme: edited.scheme } : {}),
      }
    }),
    is_enabled: q.is_enabled,
    need_review: q.need_review,
    need_approve: q.need_approve,
  }
}

/** Which option the teacher's answer names: "(2) 12" is the second. */
export const correctIndexOf = (answer: string | null | undefined) => {
  const n = Number(/^\((\d+)\)/.exec(answer ?? '')?.[1])
  return Number.isInteger(n) && n > 0 ? n - 1 : 0
}

/** A question's wording and answer changed (PUT /questions): its key is built again from the answer. */
export function useEditQuestion(worksheetId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (edit: EditableQuestion) =>
      expectStatus(await client.questions.saveQuestion({ body: { question: editedQuestion(edit) } }), 200),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: worksheetKeys.detail(worksheetId) }),
  })
}

/** A teacher's own answer to try: typed, an option picked, or one answer a part (by the part's position). */
export type TriedAnswer = { value?: string; optionId?: number; parts?: string[] }

/** Marks an answer to the question as the dialog holds it, rules and all, storing nothing (preview/mark). */
export function usePreviewMark() {
  return useMutation({
    mutationFn: async ({ edit, tried }: { edit: EditableQuestion; tried: TriedAnswer }) => {
      // An unsaved question's parts are numbered 1, 2, … in order, and answered by those numbers.
      const value = tried.parts
        ? JSON.stringify(Object.fromEntries(tried.parts.map((v, i) => [i + 1, v])))
        : (tried.value ?? null)
      return expectStatus(
        await client.questions.markQuestionPreview({
          body: {
            question: editedQuestion(edit),
            value,
            ...(tried.optionId != null ? { selected_option_id: tried.optionId } : {}),
          },
        }),
        200,
      )
    },
  })
}
