import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import {
  access,
  authErrors,
  Id,
  IdList,
  IdParam,
  JsonId,
  JsonTypeId,
  OptionalId,
  PageQuery,
  paged,
  QueryBool,
  Timestamp,
  TypeId,
} from './common'
import { PromptTextSchema, QuestionReportSchema } from './question-schemas'

const c = initContract()

const PromptTypeId = z
  .number()
  .int()
  .min(1)
  .max(9)
  .describe(
    'MARKING 1, QUESTION_GENERATION 2, SCORING 4, SOLUTION_GENERATION 5, OBJECTIVE_GENERATION 6, GENERATION_USER_REQUEST 7 (also 3, 8, 9)',
  )

export const PrePromptSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string().trim().min(1).max(20000),
})

/** A default RAG prompt for a subject, level and prompt type (spec part 1 §3, Prompt). */
export const DefaultPromptSchema = z.object({
  academic_level_id: JsonId,
  subject_id: JsonId,
  prompt_type_id: PromptTypeId,
  question_type_id: JsonTypeId.nullable().optional().describe('Omitted: all question types'),
  model_id: z.string().trim().min(1).max(120).describe('Model name at the configured AI provider'),
  prompt: PromptTextSchema,
  pre_prompts: z
    .array(PrePromptSchema)
    .max(20)
    .default([])
    .describe('Messages sent before the prompt (examples)'),
})
const StoredDefaultPromptSchema = DefaultPromptSchema.extend({ id: z.number().int(), updated_at: Timestamp })

export const ScoringPromptSchema = z.object({
  course_tagging_id: z.number().int(),
  prompt: z.string().nullable().describe('null: the default scoring prompt applies'),
  updated_at: Timestamp.nullable(),
})

const Count = z.number().int()

export const adminContentContract = c.router({
  listQuestionReports: {
    method: 'GET',
    path: '/api/v1/admin/question-reports',
    query: PageQuery.extend({ resolved: QueryBool.optional() }),
    responses: { 200: paged(QuestionReportSchema), ...authErrors },
    metadata: access.admin,
    summary: 'Reported questions, newest first',
  },
  resolveQuestionReport: {
    method: 'PATCH',
    path: '/api/v1/admin/question-reports/:id',
    pathParams: IdParam,
    query: z.object({ resolve: QueryBool.describe('false reopens the report') }),
    body: c.noBody(),
    responses: { 200: QuestionReportSchema, ...authErrors },
    metadata: access.admin,
    summary: 'Mark a question report resolved or unresolved',
  },
  getQuestionStatistics: {
    method: 'GET',
    path: '/api/v1/admin/question-statistics',
    query: z.object({
      school_ids: IdList.optional().describe('Comma-joined'),
      subject_ids: IdList.optional(),
      academic_level_ids: IdList.optional(),
      topic_ids: IdList.optional(),
    }),
    responses: {
      200: z.object({
        statistics: z.object({
          total: Count,
          enabled: Count,
          need_review: Count,
          need_approve: Count,
          topics: z.array(
            z.object({ topic_id: Count, topic_name: z.string(), total: Count, enabled: Count }),
          ),
          difficulties: z.array(z.object({ difficulty_level_id: Count, total: Count })),
        }),
      }),
      ...authErrors,
    },
    metadata: access.admin,
    summary: 'How many questions the bank holds, by state, topic and difficulty',
  },
  listDefaultPrompts: {
    method: 'GET',
    path: '/api/v1/admin/rag-prompts/default',
    query: z.object({
      academic_level_id: OptionalId,
      subject_id: OptionalId,
      prompt_type_id: TypeId.optional(),
      question_type_id: TypeId.optional(),
    }),
    responses: { 200: z.object({ prompts: z.array(StoredDefaultPromptSchema) }), ...authErrors },
    metadata: access.admin,
    summary: 'Default prompts matching the filters',
  },
  saveDefaultPrompt: {
    method: 'PUT',
    path: '/api/v1/admin/rag-prompts/default',
    body: DefaultPromptSchema,
    responses: { 200: StoredDefaultPromptSchema, ...authErrors },
    metadata: access.admin,
    summary: 'Create or replace the default prompt of a level, subject, prompt type (and question type)',
  },
  getScoringPrompt: {
    method: 'GET',
    path: '/api/v1/admin/rag-prompts/scoring',
    query: z.object({ course_tagging_id: Id }),
    responses: { 200: ScoringPromptSchema, ...authErrors },
    metadata: access.admin,
    summary: 'The scoring prompt of a course tagging',
  },
  updateScoringPrompt: {
    method: 'PATCH',
    path: '/api/v1/admin/rag-prompts/scoring',
    body: z.object({ course_tagging_id: JsonId, prompt: PromptTextSchema.nullable() }),
    responses: { 200: ScoringPromptSchema, ...authErrors },
    metadata: access.admin,
    summary: 'Set the scoring prompt of a course tagging (null falls back to the default)',
  },
  deleteQuestionMarking: {
    method: 'DELETE',
    path: '/api/v1/admin/questions/:id/marking',
    pathParams: IdParam,
    body: c.noBody(),
    responses: { 200: z.object({ question_id: Count, deleted_documents: Count }), ...authErrors },
    metadata: access.admin,
    summary: "Delete a question's MARKING retrieval documents; the marker falls back to the defaults",
  },
})
