import { z } from 'zod'
import { int, JsonId, JsonTypeId, Timestamp } from './common'

export const QuestionImageSchema = z.object({
  filename: z.string(),
  url: z.string(),
  alt: z.string().nullable().optional().describe('What the picture shows, for screen readers'),
})

export const QuestionOptionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  image: z.string().nullable(),
  order: z.number().int(),
})

const QuestionFields = {
  id: z.number().int(),
  question_type_id: z.number().int().describe('Multiple choice, short answer, open-ended, oral, …'),
  text: z.string().describe('Markdown; maths in LaTeX between $ signs'),
  question_images: z.array(QuestionImageSchema),
  options: z.array(QuestionOptionSchema).describe('Empty unless multiple choice'),
  max_score: z.number().min(0),
  answer: z.string().nullable().optional().describe('Only for staff, and only when asked for (ans=true)'),
}
export const SubQuestionSchema = z.object({ ...QuestionFields, order: z.number().int() })

export const QuestionSchema = z.object({
  ...QuestionFields,
  course_id: z.number().int(),
  subject_id: z.number().int(),
  academic_level_id: z.number().int(),
  school_id: z.number().int().nullable(),
  topic_id: z.number().int().nullable(),
  course_tagging_id: z.number().int().nullable(),
  difficulty_level_id: z.number().int().nullable(),
  passage_id: z.number().int().nullable(),
  audio_url: z.string().nullable(),
  listening_text: z
    .string()
    .nullable()
    .optional()
    .describe('What a listening question says, read aloud by the browser when there is no audio file'),
  sub_questions: z.array(SubQuestionSchema),
  is_enabled: z.boolean(),
  need_review: z.boolean(),
  need_approve: z.boolean(),
  updated_at: Timestamp,
})
export type Question = z.infer<typeof QuestionSchema>

/** The question JSON of PUT /questions: with an id it updates, without it creates. */
export const QuestionInputSchema = z.object({
  id: JsonId.optional(),
  course_id: JsonId,
  topic_id: JsonId.nullable().optional(),
  course_tagging_id: JsonId.nullable().optional(),
  question_type_id: JsonTypeId,
  difficulty_level_id: JsonId.nullable().optional(),
  text: z.string().trim().min(1, 'Write the question.').max(20000),
  options: z
    .array(z.object({ text: z.string().max(2000), is_correct: z.boolean(), order: int(0, 1000) }))
    .max(10)
    .default([]),
  answer: z.string().max(20000).nullable().optional(),
  solution: z.string().max(20000).nullable().optional(),
  marking_scheme: z
    .string()
    .max(20000)
    .nullable()
    .optional()
    .describe(
      'Lines like "- 1 mark: description (key ideas: a / b + c)" become the criteria of an open answer',
    ),
  max_score: z.number().min(0).max(100),
  passage_id: JsonId.nullable().optional(),
  question_images: z
    .array(z.string().max(300))
    .max(50)
    .default([])
    .describe('Filenames to keep: already stored ones, or names of files uploaded in files[]'),
  sub_questions: z
    .array(
      z.object({
        text: z.string().trim().min(1).max(20000),
        question_type_id: JsonTypeId,
        max_score: z.number().min(0).max(100),
        answer: z.string().max(20000).nullable().optional(),
        marking_scheme: z.string().max(20000).nullable().optional(),
        order: int(0, 1000),
      }),
    )
    .max(20)
    .default([]),
  is_enabled: z.boolean().optional(),
  need_review: z.boolean().optional(),
  need_approve: z.boolean().optional(),
})
export type QuestionInput = z.input<typeof QuestionInputSchema>

export const PassageSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  text: z.string(),
  images: z.array(QuestionImageSchema),
  audio_url: z.string().nullable(),
  question_ids: z.array(z.number().int()),
})

export const QuestionReportSchema = z.object({
  id: z.number().int(),
  question_id: z.number().int(),
  message: z.string(),
  resolved: z.boolean(),
  is_public: z.boolean().describe('Sent by a visitor rather than a signed-in user'),
  reporter: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }).nullable(),
  created_at: Timestamp,
  resolved_at: Timestamp.nullable(),
})

export const MarkResultSchema = z.object({
  question_id: z.number().int(),
  marks_given: z.number(),
  max_score: z.number(),
  is_full_marks: z.boolean(),
  explanation: z.string(),
})

/** Score bands of AI-scored answers: a response scoring at least min_score (0–100) earns marks. */
export const ThresholdsSchema = z
  .array(z.object({ min_score: z.number().min(0).max(100), marks: z.number().min(0).max(100) }))
  .max(10)
  .refine(
    (bands) => new Set(bands.map((b) => b.min_score)).size === bands.length,
    'Each band needs its own min_score.',
  )

export const PromptTextSchema = z.string().trim().min(1, 'Write the prompt.').max(20000)

export const QuestionPromptSchema = z.object({
  question_id: z.number().int(),
  promptTypeId: z.number().int(),
  modelId: z.string().nullable().describe('null for the configured default model'),
  promptText: z.string(),
  is_default: z.boolean().describe('true when the question has no own prompt and the default applies'),
})
