import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import {
  access,
  authErrors,
  Id,
  IdList,
  IdParam,
  intText,
  JsonId,
  OptionalId,
  publicErrors,
  QueryBool,
  Timestamp,
  TypeId,
  TypeIdList,
} from './common'
import { MarkResultSchema, PassageSchema, QuestionReportSchema, QuestionSchema } from './question-schemas'

const c = initContract()

const Questions = z.object({ questions: z.array(QuestionSchema) })
const ReviewFilters = {
  need_review: QueryBool.optional(),
  need_approve: QueryBool.optional(),
}
const ReportBody = z.object({ message: z.string().trim().min(1, 'Say what is wrong.').max(2000) })

export const questionsContract = c.router({
  listCourseQuestions: {
    method: 'GET',
    path: '/api/v1/questions/courses/:courseId',
    pathParams: z.object({ courseId: Id }),
    query: z.object({ topic_id: OptionalId, question_type_id: TypeId.optional() }),
    responses: { 200: Questions, ...authErrors },
    metadata: access.questionReaders,
    summary: "A course's questions, including those of its sharer courses",
  },
  listQuestions: {
    method: 'GET',
    path: '/api/v1/questions',
    query: z.object({
      course_id: OptionalId,
      ids: IdList.optional().describe('Repeated (ids=1&ids=2) or comma-joined'),
      school_ids: IdList.optional(),
      subject_ids: IdList.optional(),
      academic_level_ids: IdList.optional(),
      course_tagging_ids: IdList.optional(),
      difficulty_level_ids: IdList.optional(),
      details: QueryBool.optional().describe('Include sub-questions, options and images'),
      ans: QueryBool.optional().describe('Include answers'),
      cache: QueryBool.optional().describe('Allow a cached reply up to 5 minutes old'),
      ...ReviewFilters,
      page: intText(1).optional(),
      size: intText(1, 500).optional(),
    }),
    responses: { 200: Questions.extend({ total_count: z.number().int() }), ...authErrors },
    metadata: access.questionReaders,
    summary: 'The question bank, by ids or by filters; without page and size, up to 500 questions',
  },
  listCourseTaggingQuestions: {
    method: 'GET',
    path: '/api/v1/questions/course-taggings/:id',
    pathParams: IdParam,
    query: z.object({
      question_type_ids: TypeIdList.optional(),
      without_sub_questions: QueryBool.optional(),
      enabled: QueryBool.optional(),
      ...ReviewFilters,
    }),
    responses: { 200: Questions, ...authErrors },
    metadata: access.questionReaders,
    summary: 'Questions carrying a course tagging (a topic tag)',
  },
  listFilteredQuestions: {
    method: 'GET',
    path: '/api/v1/questions/filtered',
    query: z.object({
      course_id: Id,
      difficulty_level_ids: IdList.optional(),
      question_type_ids: TypeIdList.optional(),
      search_text: z.string().trim().max(200).optional(),
    }),
    responses: { 200: Questions, ...authErrors },
    metadata: access.questionReaders,
    summary: "Search a course's enabled, approved questions for a worksheet (at most 200)",
  },
  markQuestionPreview: {
    method: 'POST',
    path: '/api/v1/questions/preview/mark',
    body: z
      .object({
        question_id: JsonId.optional().describe('A saved question'),
        question: z
          .record(z.string().max(64), z.unknown())
          .optional()
          .describe('Or an unsaved question, as the question JSON of PUT /questions'),
        value: z.string().max(20000).nullable().optional(),
        selected_option_id: JsonId.nullable().optional(),
        method_answer: z.string().max(20000).nullable().optional().describe('The working shown'),
      })
      .refine((b) => b.question_id !== undefined || b.question !== undefined, {
        message: 'Give the question_id of a saved question, or the question itself.',
        path: ['question_id'],
      }),
    responses: { 200: MarkResultSchema, ...authErrors },
    metadata: access.questionReaders,
    summary: 'Mark an answer to a saved or unsaved question while authoring it; nothing is saved',
  },
  getQuestionAudio: {
    method: 'GET',
    path: '/api/v1/questions/:id/audio',
    pathParams: IdParam,
    responses: { 200: z.object({ audio_url: z.string().nullable() }), ...authErrors },
    metadata: access.learnersAndStaff,
    summary: "A question's read-aloud (or listening) audio, null when it has none",
  },
  getPassage: {
    method: 'GET',
    path: '/api/v1/questions/passages/:id',
    pathParams: IdParam,
    query: z.object({ cache: QueryBool.optional() }),
    responses: { 200: PassageSchema, ...authErrors },
    metadata: access.learnersAndStaff,
    summary: 'A comprehension passage and its questions',
  },
  getDemoPassage: {
    method: 'GET',
    path: '/api/v1/questions/passages/:id/demo',
    pathParams: IdParam,
    responses: { 200: PassageSchema, ...publicErrors },
    metadata: access.public,
    summary: 'A passage of a demo quiz',
  },
  reportQuestion: {
    method: 'POST',
    path: '/api/v1/questions/:id/report',
    pathParams: IdParam,
    body: ReportBody,
    responses: { 201: QuestionReportSchema, ...authErrors },
    metadata: access.signedIn,
    summary: 'Report a mistake in a question',
  },
  reportPublicQuestion: {
    method: 'POST',
    path: '/api/v1/questions/:id/report/public',
    pathParams: IdParam,
    body: ReportBody,
    responses: { 201: z.object({ id: z.number().int(), created_at: Timestamp }), ...publicErrors },
    metadata: access.public,
    summary: 'Report a mistake in a demo or shared question as a visitor',
  },
  getQuestionDocument: {
    method: 'GET',
    path: '/api/v1/questions/documents/:id',
    pathParams: IdParam,
    responses: {
      200: z.object({
        id: z.number().int(),
        name: z.string(),
        document_type_id: z.number().int(),
        file_url: z.string(),
        page_count: z.number().int().nullable(),
        questions: z.array(QuestionSchema).describe('Questions extracted from the document'),
        created_at: Timestamp,
      }),
      ...authErrors,
    },
    metadata: access.authoring,
    summary: 'An extracted document with the questions taken from it',
  },
  listQuestionAnswers: {
    method: 'GET',
    path: '/api/v1/questions/:id/answers',
    pathParams: IdParam,
    responses: {
      200: z.object({
        question_id: z.number().int(),
        answers: z.array(
          z.object({
            sub_question_id: z.number().int().nullable(),
            option_id: z.number().int().nullable(),
            answer: z.string(),
            marking_scheme: z.string().nullable(),
          }),
        ),
        solution: z.string().nullable(),
      }),
      ...authErrors,
    },
    metadata: access.authoring,
    summary: 'The model answers, marking scheme and worked solution of a question',
  },
  getQuestionReferences: {
    method: 'GET',
    path: '/api/v1/questions/:id/referenced',
    pathParams: IdParam,
    responses: {
      200: z.object({
        question_id: z.number().int(),
        worksheets: z.array(z.object({ id: z.number().int(), title: z.string() })),
        lessons: z.array(z.object({ id: z.number().int(), title: z.string() })),
        attempts_count: z.number().int(),
      }),
      ...authErrors,
    },
    metadata: access.questionReaders,
    summary: 'Where a question is used (check before changing or deleting it)',
  },
})
