import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { authErrors, OptionalId, PageQuery, paged, Timestamp } from './common'
import { USER_ROLE } from './constants'
import { QuestionImageSchema, QuestionOptionSchema } from './question-schemas'

const c = initContract()

export const MARKING_REASONS = ['no_transcript', 'flagged_for_review', 'student_asked'] as const
export type MarkingReason = (typeof MARKING_REASONS)[number]

const Named = z.object({ id: z.number().int(), name: z.string() })

const SchemePart = z.object({
  id: z.number().int(),
  text: z.string(),
  max_score: z.number(),
  marking_scheme: z.string(),
  model_answer: z.string().nullable(),
})

export const MarkingQuestionSchema = z.object({
  id: z.number().int(),
  question_type_id: z.number().int(),
  text: z.string().describe('Markdown; maths in LaTeX between $ signs'),
  images: z.array(QuestionImageSchema),
  options: z.array(QuestionOptionSchema),
  option_labels: z
    .enum(['letters', 'numbers'])
    .optional()
    .describe('How the student saw the options labelled: A–D (default) or (1)–(4)'),
  max_score: z.number(),
  marking_scheme: z.string().describe('The author’s scheme, one criterion a line; may be empty'),
  model_answer: z.string().nullable().describe('The expected answer, or the text an oral answer reads'),
  solution: z.string(),
  parts: z.array(SchemePart),
})

export const MarkingAnswerSchema = z.object({
  text: z.string().nullable().describe('What the student wrote, or the transcript of what they said'),
  selected_option: QuestionOptionSchema.pick({ id: true, order: true, text: true }).nullable(),
  method_answer: z.string().nullable(),
  parts: z.array(z.object({ question_id: z.number().int(), value: z.string().nullable() })),
  audio_url: z.string().nullable(),
  photo_url: z.string().nullable(),
  ai_marks: z.number().nullable().describe('The marks the marker gave; null when it gave none'),
  ai_explanation: z.string().nullable(),
})

export const MarkingItemSchema = z.object({
  evaluation_id: z.number().int(),
  quiz_id: z.number().int(),
  student: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  class: Named,
  worksheet: z.object({ id: z.number().int(), title: z.string() }),
  submitted_at: Timestamp.nullable(),
  reason: z.enum(MARKING_REASONS),
  student_question: z.string().nullable().describe('What the student asked, when they asked'),
  question: MarkingQuestionSchema,
  answer: MarkingAnswerSchema,
})
export type MarkingItem = z.infer<typeof MarkingItemSchema>

export const markingInboxContract = c.router({
  listMarkingInbox: {
    method: 'GET',
    path: '/api/v1/teachers/marking-inbox',
    query: PageQuery.extend({ class_id: OptionalId.describe('One of the caller’s classes') }),
    responses: { 200: paged(MarkingItemSchema), ...authErrors },
    metadata: {
      roles: [USER_ROLE.TEACHER],
      beyondSpec:
        'Answers that wait for a teacher (no transcript, flagged by the marker, asked about by the student), ' +
        'oldest first, across the classes the teacher reaches (issue 12, ADR 0052)',
    },
    summary:
      "Answers of the caller's classes that wait for a teacher's marks, oldest first; one leaves once a teacher " +
      'marks it (PATCH /quiz/student-evaluation-questions/{id})',
  },
})
export type MarkingInboxReply = z.infer<(typeof markingInboxContract.listMarkingInbox.responses)[200]>
