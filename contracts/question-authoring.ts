import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import {
  access,
  authErrors,
  ErrorSchema,
  Id,
  IdList,
  IdParam,
  JsonId,
  JsonTypeId,
  OkSchema,
  TypeId,
} from './common'
import {
  PromptTextSchema,
  QuestionInputSchema,
  QuestionPromptSchema,
  QuestionSchema,
  ThresholdsSchema,
} from './question-schemas'

const c = initContract()

const LevelSubject = z.object({ subject_id: Id, academic_level_id: Id })
const LevelSubjectBody = z.object({
  subject_id: JsonId,
  academic_level_id: JsonId,
})
const DefaultThresholds = LevelSubjectBody.extend({ thresholds: ThresholdsSchema })
export const OralScoringSchema = LevelSubjectBody.extend({
  criteria: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(80).describe('e.g. pronunciation, fluency, expression'),
        weight: z.number().min(0).max(1),
        description: z.string().max(2000).nullable(),
      }),
    )
    .min(1)
    .max(10)
    .refine(
      (cs) => Math.abs(cs.reduce((sum, c) => sum + c.weight, 0) - 1) < 0.001,
      'Weights must add up to 1.',
    ),
  thresholds: ThresholdsSchema,
})

/** The decoded multipart fields of PUT /questions: the question as JSON, images in files[]. */
export const SaveQuestionFieldsSchema = z.object({ question: QuestionInputSchema })
export type SaveQuestionBody = { question: z.input<typeof QuestionInputSchema>; 'files[]'?: File[] }

export const questionAuthoringContract = c.router({
  generateQuestionAudio: {
    method: 'PATCH',
    path: '/api/v1/questions/:id/audio',
    pathParams: IdParam,
    body: z.object({
      text: z.string().trim().min(1).max(4000).optional().describe('Defaults to the question text'),
    }),
    responses: { 200: z.object({ audio_url: z.string() }), ...authErrors },
    metadata: access.authoring,
    summary: "Generate (again) a question's read-aloud audio",
  },
  saveQuestion: {
    method: 'PUT',
    path: '/api/v1/questions',
    contentType: 'multipart/form-data',
    body: c.type<SaveQuestionBody>(),
    responses: {
      200: QuestionSchema,
      201: QuestionSchema,
      413: ErrorSchema,
      415: ErrorSchema,
      ...authErrors,
    },
    metadata: access.authoring,
    summary: 'Create (201) or update (200) a question with its images',
  },
  deleteQuestion: {
    method: 'DELETE',
    path: '/api/v1/questions/:id',
    pathParams: IdParam,
    body: c.noBody(),
    responses: { 200: OkSchema, 409: ErrorSchema, ...authErrors },
    metadata: access.authoring,
    summary: 'Delete a question; 409 while students have attempted it (disable it instead)',
  },
  getQuestionThresholds: {
    method: 'GET',
    path: '/api/v1/questions/:id/thresholds',
    pathParams: IdParam,
    responses: {
      200: z.object({ question_id: z.number().int(), thresholds: ThresholdsSchema, is_default: z.boolean() }),
      ...authErrors,
    },
    metadata: access.authoring,
    summary: "A question's score bands, or the subject and level defaults",
  },
  updateQuestionThresholds: {
    method: 'PUT',
    path: '/api/v1/questions/:id/thresholds',
    pathParams: IdParam,
    body: z.object({ thresholds: ThresholdsSchema }),
    responses: {
      200: z.object({ question_id: z.number().int(), thresholds: ThresholdsSchema, is_default: z.boolean() }),
      ...authErrors,
    },
    metadata: access.authoring,
    summary: "Set a question's own score bands (an empty list falls back to the defaults)",
  },
  getDefaultThresholds: {
    method: 'GET',
    path: '/api/v1/questions/thresholds',
    query: LevelSubject,
    responses: { 200: DefaultThresholds, ...authErrors },
    metadata: access.authoring,
    summary: 'Default score bands of a subject and level',
  },
  updateDefaultThresholds: {
    method: 'PUT',
    path: '/api/v1/questions/thresholds',
    body: DefaultThresholds,
    responses: { 200: DefaultThresholds, ...authErrors },
    metadata: access.curriculum,
    summary: 'Set the default score bands of a subject and level',
  },
  getOralScoring: {
    method: 'GET',
    path: '/api/v1/questions/oral-scoring',
    query: LevelSubject,
    responses: { 200: OralScoringSchema, ...authErrors },
    metadata: access.authoring,
    summary: 'How oral answers are scored for a subject and level',
  },
  updateOralScoring: {
    method: 'PUT',
    path: '/api/v1/questions/oral-scoring',
    body: OralScoringSchema,
    responses: { 200: OralScoringSchema, ...authErrors },
    metadata: access.curriculum,
    summary: 'Set how oral answers are scored for a subject and level',
  },
  getQuestionPrompt: {
    method: 'GET',
    path: '/api/v1/questions/:id/prompt',
    pathParams: IdParam,
    query: z.object({ promptTypeId: TypeId.optional().describe('Defaults to MARKING') }),
    responses: { 200: QuestionPromptSchema, ...authErrors },
    metadata: access.curriculum,
    summary: "A question's own AI prompt, or the default that applies to it",
  },
  updateQuestionPrompt: {
    method: 'PUT',
    path: '/api/v1/questions/:id/prompt',
    pathParams: IdParam,
    body: z.object({
      promptTypeId: JsonTypeId,
      modelId: z.string().trim().max(120).nullable().optional(),
      promptText: PromptTextSchema,
    }),
    responses: { 200: QuestionPromptSchema, ...authErrors },
    metadata: access.curriculum,
    summary: 'Give a question its own AI prompt',
  },
  listQuestionPrompts: {
    method: 'GET',
    path: '/api/v1/questions/prompts',
    query: z.object({ questionIds: IdList, promptTypeId: TypeId.optional() }),
    responses: { 200: z.object({ prompts: z.array(QuestionPromptSchema) }), ...authErrors },
    metadata: access.curriculum,
    summary: 'The prompts that apply to several questions',
  },
})
