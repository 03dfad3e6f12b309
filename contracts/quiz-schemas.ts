import { z } from 'zod'
import { Id, intText, many, Timestamp } from './common'
import { QuestionSchema } from './question-schemas'

export const QUIZ_STATUSES = ['not_started', 'in_progress', 'completed'] as const

/** One marked try at a question, kept when the answer is cleared to try again (ADR 0062). */
export const AttemptSchema = z.object({
  attempt: z.number().int().min(1),
  value: z.string().nullable(),
  selected_option: z.object({ id: z.number().int(), order: z.number().int(), text: z.string() }).nullable(),
  method_answer: z.string().nullable(),
  marks_given: z.number().nullable(),
  is_full_marks: z.boolean().nullable(),
  explanation: z.string().nullable(),
  hints_used: z.number().int().min(0),
  time_spent: z.number().int().min(0).describe('Seconds'),
  marked_at: Timestamp,
})
export type QuizAttempt = z.infer<typeof AttemptSchema>

/** One answer to one question of a quiz, as marked (spec part 1 §3, Quiz evaluation). */
export const QuizEvaluationSchema = z.object({
  id: z.number().int(),
  quiz_id: z.number().int(),
  question_id: z.number().int(),
  value: z.string().nullable().describe('The written answer'),
  selected_option: z.object({ id: z.number().int(), order: z.number().int(), text: z.string() }).nullable(),
  method_answer: z.string().nullable().describe('The working shown'),
  explanation: z.string().nullable().describe('Feedback from the AI marker, streamed while grading'),
  is_submitted: z.boolean(),
  grading_completed: z.boolean(),
  status: z.object({ is_completed: z.boolean() }),
  awaiting_teacher: z
    .boolean()
    .optional()
    .describe(
      'Marked provisionally: a teacher will check it (e.g. a recording no speech service could transcribe)',
    ),
  marks_given: z.number().nullable(),
  max_score: z.number(),
  is_full_marks: z.boolean().nullable(),
  time_spent: z.number().int().min(0).describe('Seconds'),
  num_options_clicked: z.number().int().min(0),
  liked: z.boolean(),
  disliked: z.boolean(),
  audio_url: z.string().nullable().describe('Recorded answer of an oral question'),
  file_url: z.string().nullable().describe('Photo of handwritten working'),
  submitted_at: Timestamp.nullable(),
  hints_used: z.number().int().min(0).optional().describe('Hint steps shown for this answer (issue 14)'),
  attempts: z
    .array(AttemptSchema)
    .optional()
    .describe('Every marked try at this question, first first, kept when it is tried again (ADR 0062)'),
})
export type QuizEvaluation = z.infer<typeof QuizEvaluationSchema>

export const QuizSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  course_id: z.number().int(),
  worksheet_id: z.number().int().nullable(),
  lesson_id: z.number().int().nullable(),
  assignment_id: z.number().int().nullable(),
  subject_name: z.string().optional(),
  topic_name: z.string().nullable().optional(),
  group_type_id: z
    .number()
    .int()
    .describe('Question content type: 1 assignment, 3 independent study, 9 revision, …'),
  status: z.enum(QUIZ_STATUSES),
  num_questions: z.number().int(),
  marks_given: z.number().nullable(),
  max_score: z.number(),
  time_limit: z.number().int().nullable().describe('Minutes; null for no limit'),
  due_date: Timestamp.nullable(),
  created_at: Timestamp,
  started_at: Timestamp.nullable()
    .optional()
    .describe('When the clock was started ("Start", or the first answer saved); a time limit runs from it'),
  mode: z
    .enum(['practice', 'test'])
    .optional()
    .describe('practice: each answer can be checked as it is written; test: handed in at the end (ADR 0062)'),
  completed_at: Timestamp.nullable(),
})

/** A quiz to take: its questions (never their answers) and the evaluations so far. */
export const QuizDetailSchema = QuizSummarySchema.extend({
  server_time: Timestamp.optional().describe("The server's clock when this was read, for the quiz timer"),
  pays_hearts: z
    .boolean()
    .optional()
    .describe(
      'Lite: marking a wrong answer of this quiz costs a heart (issue 14: hearts shown during the quiz)',
    ),
  questions: z.array(QuestionSchema.omit({ answer: true, answer_rules: true })),
  evaluations: z.array(QuizEvaluationSchema),
})

/** An answer as the student sends it. */
export const EvaluationAnswerSchema = z.object({
  evaluation_id: Id.optional(),
  question_id: Id,
  value: z.string().max(20000).nullable().optional(),
  selected_option_id: Id.nullable().optional(),
  method_answer: z.string().max(20000).nullable().optional(),
  time_spent: intText(0, 86400).optional(),
  num_options_clicked: intText(0, 1000).optional(),
})

/** The decoded multipart fields of a quiz submit (evaluations repeated, each JSON-encoded). */
export const SubmitQuizFieldsSchema = z.object({
  evaluations: many(EvaluationAnswerSchema).pipe(z.array(EvaluationAnswerSchema).min(1).max(100)),
  lesson_id: Id.optional(),
})
export type SubmitQuizBody = z.output<typeof SubmitQuizFieldsSchema> & {
  audio_file?: File
  file?: File
}

export const SharedAttemptSchema = z.object({
  attempt_id: z.string().describe('Random id the attempter keeps; it proves the attempt is theirs'),
  worksheet_id: z.number().int(),
  full_name: z.string(),
  total_score: z.number(),
  max_score: z.number(),
  completed: z.boolean(),
  created_at: Timestamp,
})

export const BookmarkSchema = z.object({
  id: z.number().int(),
  evaluation_id: z.number().int(),
  question_id: z.number().int(),
  note: z.string().nullable(),
  created_at: Timestamp,
})
