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

/**
 * The rules an author states for marking one question or part (issue 13). Every field is optional; leaving one
 * out keeps the marking a question had before rules existed. Only the rules of the question's kind of answer
 * may be set (a number's decimal places, a text's spelling, a choice's option labels).
 */
export const AnswerRulesSchema = z
  .object({
    forms: z
      .array(z.enum(['integer', 'decimal', 'fraction', 'mixed', 'percent']))
      .max(5)
      .optional()
      .describe('Numbers: the written forms that earn full marks (default: all)'),
    require_simplest: z
      .boolean()
      .optional()
      .describe('Numbers and ratios: an equal answer not in its simplest form earns half (default: false)'),
    decimal_places: int(0, 6)
      .nullable()
      .optional()
      .describe('Numbers: the answer must show exactly this many decimal places, 0–6 (default: any)'),
    significant_figures: int(1, 6)
      .nullable()
      .optional()
      .describe('Numbers: the answer must show exactly this many significant figures, 1–6 (default: any)'),
    tolerance: z
      .number()
      .min(0)
      .max(1_000_000)
      .nullable()
      .optional()
      .describe('Numbers: the largest accepted difference from the answer (default: exact)'),
    unit_required: z
      .boolean()
      .optional()
      .describe("Numbers: a bare number without the answer's unit earns nothing (default: false)"),
    accepted_units: z
      .array(z.string().trim().min(1).max(20))
      .max(10)
      .optional()
      .describe('Numbers: other units the answer may be given in, converted (ℓ/ml, m/cm, kg/g, $/¢)'),
    ratio: z
      .object({
        accept_equivalent: z
          .boolean()
          .optional()
          .describe('An equal ratio in other terms (4 : 6 for 2 : 3) earns the marks (default: false)'),
      })
      .strict()
      .nullable()
      .optional()
      .describe(
        'Mark the answer ("2 : 3") as a ratio; a numeric question whose answer is a ratio is one anyway',
      ),
    strict_spelling: z
      .boolean()
      .nullable()
      .optional()
      .describe(
        'Short text: true when spelling, tense or word form is the point (no slips forgiven); false forgives a slip; null: the subject decides (strict for English)',
      ),
    alternatives: z
      .array(z.string().trim().min(1).max(200))
      .max(20)
      .optional()
      .describe(
        'Short text: other answers that earn the marks besides the answer itself (as "|" in the answer does)',
      ),
    synonyms: z
      .array(z.array(z.string().trim().min(1).max(200)).min(2).max(20))
      .max(50)
      .optional()
      .describe('Short text and open answers: groups of words that count as the same'),
    option_labels: z
      .enum(['letters', 'numbers'])
      .optional()
      .describe('Multiple choice: options shown as A–D (default) or (1)–(4), as PSLE papers number them'),
  })
  .strict()
export type AnswerRules = z.infer<typeof AnswerRulesSchema>

const QuestionFields = {
  id: z.number().int(),
  question_type_id: z.number().int().describe('Multiple choice, short answer, open-ended, oral, …'),
  text: z.string().describe('Markdown; maths in LaTeX between $ signs'),
  question_images: z.array(QuestionImageSchema),
  options: z.array(QuestionOptionSchema).describe('Empty unless multiple choice'),
  max_score: z.number().min(0),
  answer: z.string().nullable().optional().describe('Only for staff, and only when asked for (ans=true)'),
  answer_rules: AnswerRulesSchema.nullable()
    .optional()
    .describe('How the answer is marked; only for staff, and only when asked for (ans=true)'),
  option_labels: z
    .enum(['letters', 'numbers'])
    .optional()
    .describe('How the options are labelled: A–D (default) or (1)–(4)'),
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
  answer_rules: AnswerRulesSchema.nullable()
    .optional()
    .describe('How the answer is marked; left out on an update, the stored rules stay'),
  passage_id: JsonId.nullable().optional(),
  question_images: z
    .array(z.string().max(300))
    .max(50)
    .default([])
    .describe('Filenames to keep: already stored ones, or names of files uploaded in files[]'),
  sub_questions: z
    .array(
      z.object({
        text: z.string().trim().min(1, 'Write the part’s question.').max(20000),
        question_type_id: JsonTypeId,
        max_score: z.number().min(0).max(100),
        answer: z.string().max(20000).nullable().optional(),
        marking_scheme: z.string().max(20000).nullable().optional(),
        answer_rules: AnswerRulesSchema.nullable().optional(),
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
