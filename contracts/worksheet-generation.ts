import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import {
  access,
  authErrors,
  DateString,
  ErrorSchema,
  Id,
  int,
  intText,
  JsonId,
  JsonTypeId,
  many,
  PageQuery,
  Timestamp,
} from './common'
import { DOCUMENT_TYPE } from './constants'
import { WorksheetSchema } from './worksheet-schemas'

const c = initContract()

const ACCEPTED_UPLOADS: Record<string, number> = {
  curriculum: DOCUMENT_TYPE.CURRICULUM,
  [DOCUMENT_TYPE.CURRICULUM]: DOCUMENT_TYPE.CURRICULUM,
  generation: DOCUMENT_TYPE.GENERATION,
  [DOCUMENT_TYPE.GENERATION]: DOCUMENT_TYPE.GENERATION,
}
/** `:type` of the generation uploads: CURRICULUM or GENERATION, by name or id; anything else is refused. */
export const GenerationDocumentType = z
  .string()
  .max(32)
  .describe('CURRICULUM (4) or GENERATION (2), by name or id')
  .transform((v, ctx) => {
    const id = ACCEPTED_UPLOADS[v.toLowerCase()]
    if (id === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Invalid document type' })
      return z.NEVER
    }
    return id as 2 | 4
  })

export const UploadedDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  document_type_id: z.number().int(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  created_at: Timestamp,
})

export const GeneratedWorksheetSchema = WorksheetSchema.extend({
  prompt: z.string(),
  assessment_purpose: z.string().nullable(),
})

/** The decoded multipart fields of POST /worksheets/generate (spec part 1 §3, Generation request). */
export const GenerateWorksheetsFieldsSchema = z.object({
  prompt: z.string().trim().min(1, 'Describe the worksheets you want.').max(4000),
  num_worksheets: intText(1, 5),
  num_questions_per_worksheet: intText(1, 50),
  assessment_purpose: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe('e.g. diagnostic, practice, end of unit'),
  reference: z.string().trim().max(20000).optional().describe('Sample questions or text to follow'),
  source_ids: many(Id).optional().describe('GENERATION documents to draw from'),
  curriculum_ids: many(Id).optional().describe('CURRICULUM documents to align to'),
  course_id: Id.optional(),
  request_id: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'A request id is 8 to 64 letters, digits, - or _.')
    .optional()
    .describe('Beyond the spec: the client names the run, to follow and cancel it while the POST is open'),
})
export type GenerateWorksheetsBody = z.output<typeof GenerateWorksheetsFieldsSchema>

export type UploadGenerationDocumentsBody = { 'curriculum_files[]'?: File[]; 'source_files[]'?: File[] }

const RequestIdParam = z.object({
  requestId: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Not a request id.'),
})
const following =
  'The teacher watches a generation run and can stop it while its POST is open (issue 12 item 3: live progress and a working Cancel, across instances); the spec has no call for it'

export const GenerationJobSchema = z.object({
  request_id: z.string(),
  status: z.enum(['running', 'done', 'cancelled', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  stage: z.string(),
  error: z.string().nullable(),
  worksheet_ids: z.array(z.number().int()),
  prompt: z.string(),
  created_at: Timestamp,
})
export type GenerationJob = z.infer<typeof GenerationJobSchema>

export const worksheetGenerationContract = c.router({
  generateWorksheets: {
    method: 'POST',
    path: '/api/v1/worksheets/generate',
    contentType: 'multipart/form-data',
    body: c.type<GenerateWorksheetsBody>(),
    responses: {
      201: z.object({ worksheets: z.array(GeneratedWorksheetSchema) }),
      409: ErrorSchema,
      ...authErrors,
    },
    metadata: access.authoring,
    summary: 'Generate draft worksheets with AI; the work stops when the request is aborted',
  },
  listGeneratedWorksheets: {
    method: 'GET',
    path: '/api/v1/worksheets/generate',
    query: PageQuery,
    responses: {
      200: z.object({
        worksheets: z.array(GeneratedWorksheetSchema),
        total_count: z.number().int(),
        page: z.number().int(),
        size: z.number().int(),
      }),
      ...authErrors,
    },
    metadata: access.authoring,
    summary: 'Worksheet generation history, newest first (page 1, size 20 by default)',
  },
  getGenerationJob: {
    method: 'GET',
    path: '/api/v1/worksheets/generate/jobs/:requestId',
    pathParams: RequestIdParam,
    responses: { 200: GenerationJobSchema, ...authErrors },
    metadata: { ...access.authoring, beyondSpec: following },
    summary: 'Beyond the spec: how far a generation run has got (any instance answers)',
  },
  cancelGenerationJob: {
    method: 'DELETE',
    path: '/api/v1/worksheets/generate/jobs/:requestId',
    pathParams: RequestIdParam,
    body: c.noBody(),
    responses: { 200: GenerationJobSchema, ...authErrors },
    metadata: { ...access.authoring, beyondSpec: following },
    summary: 'Beyond the spec: stop a generation run; it stops at its next question and saves nothing',
  },
  uploadGenerationDocuments: {
    method: 'POST',
    path: '/api/v1/worksheets/generate/upload/:type',
    pathParams: z.object({ type: GenerationDocumentType }),
    contentType: 'multipart/form-data',
    body: c.type<UploadGenerationDocumentsBody>(),
    responses: {
      201: z.object({ documents: z.array(UploadedDocumentSchema) }),
      413: ErrorSchema,
      415: ErrorSchema,
      ...authErrors,
    },
    metadata: access.authoring,
    summary: 'Upload PDF or Word documents: curriculum_files[] for CURRICULUM, source_files[] for GENERATION',
  },
  listUploadedDocuments: {
    method: 'GET',
    path: '/api/v1/worksheets/generate/uploaded/:type',
    pathParams: z.object({ type: GenerationDocumentType }),
    responses: { 200: z.object({ documents: z.array(UploadedDocumentSchema) }), ...authErrors },
    metadata: access.authoring,
    summary: 'The documents the caller uploaded for generation, by type',
  },
  runWorksheetGenerator: {
    method: 'POST',
    path: '/api/v1/generator/worksheet',
    body: z.object({
      course_id: JsonId,
      topic_ids: z.array(JsonId).min(1, 'Choose a topic.').max(20),
      num_questions: int(1, 50),
      question_type_ids: z.array(JsonTypeId).max(10).optional(),
      difficulty_level_ids: z.array(JsonId).max(10).optional(),
      prompt: z.string().trim().max(4000).optional(),
    }),
    responses: {
      201: z.object({ worksheet_id: z.number().int(), question_ids: z.array(z.number().int()) }),
      ...authErrors,
    },
    metadata: access.authoring,
    summary: 'Generate new questions (need_approve) for topics into a draft worksheet',
  },
  createAiWorksheet: {
    method: 'POST',
    path: '/api/v1/worksheets/ai-generate',
    body: z.object({
      class_id: JsonId,
      course_id: JsonId,
      question_type: z.string().trim().max(64).describe('e.g. mcq, short_answer, open_ended, mixed'),
      user_request: z.string().trim().min(1, 'Describe the worksheet you want.').max(2000),
    }),
    responses: { 201: z.object({ worksheet_id: z.number().int() }), ...authErrors },
    metadata: access.staff,
    summary: "Build a draft worksheet for an own class from the bank, guided by the teacher's request",
  },
  generateSharedWorksheet: {
    method: 'POST',
    path: '/api/v1/worksheets/generate-shared-worksheet',
    body: z.object({
      student_id: JsonId,
      biweekly_date: DateString.describe('First day of the two-week period the worksheet covers'),
      course_id: JsonId,
      subject_id: JsonId,
      question_ids: z.array(JsonId).min(1).max(50),
    }),
    responses: {
      201: z.object({ worksheet_id: z.number().int(), share_url: z.string() }),
      409: ErrorSchema,
      ...authErrors,
    },
    metadata: access.family,
    summary: "Make a shareable worksheet from a student's fortnight; 409 when that fortnight's exists",
  },
})
