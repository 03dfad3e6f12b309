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
  OkSchema,
  OptionalId,
  PageQuery,
  paged,
  publicErrors,
  QueryBool,
  TypeId,
} from './common'
import {
  AssignmentSchema,
  type CreateWorksheetBody,
  PublicWorksheetSchema,
  type ReassignWorksheetBody,
  WorksheetDetailSchema,
  WorksheetSchema,
} from './worksheet-schemas'

const c = initContract()

const Worksheets = z.object({ worksheets: z.array(WorksheetSchema) })

export const worksheetsContract = c.router({
  listWorksheets: {
    method: 'GET',
    path: '/api/v1/worksheets',
    query: PageQuery.extend({
      class_id: OptionalId,
      course_id: OptionalId,
      worksheet_group_type: TypeId.optional(),
      include_draft: QueryBool.optional(),
    }),
    responses: { 200: paged(WorksheetSchema), ...authErrors },
    metadata: access.classroom,
    summary: "A student's assigned worksheets, or a teacher's own",
  },
  createWorksheet: {
    method: 'POST',
    path: '/api/v1/worksheets',
    contentType: 'multipart/form-data',
    body: c.type<CreateWorksheetBody>(),
    responses: { 201: WorksheetSchema, 413: ErrorSchema, 415: ErrorSchema, ...authErrors },
    metadata: access.staff,
    summary:
      'Create a worksheet, assigned when class_id or student_ids and dates are given; files[] are handouts',
  },
  getWorksheet: {
    method: 'GET',
    path: '/api/v1/worksheets/:id',
    pathParams: IdParam,
    responses: { 200: WorksheetDetailSchema, ...authErrors },
    metadata: access.classroom,
    summary: 'A worksheet with questions and assignments (answers only for staff)',
  },
  getPublicWorksheet: {
    method: 'GET',
    path: '/api/v1/public/worksheets/:id',
    pathParams: IdParam,
    query: z.object({ public_chat_session_id: z.string().max(64).optional() }),
    responses: { 200: PublicWorksheetSchema, ...publicErrors },
    metadata: access.public,
    summary: 'A shared worksheet, or one the public coach made for a visitor session',
  },
  updateWorksheet: {
    method: 'PATCH',
    path: '/api/v1/worksheets/:id',
    pathParams: IdParam,
    body: z.object({
      title: z.string().trim().min(1, 'Give the worksheet a title.').max(200),
      is_draft: z
        .literal(false)
        .optional()
        .describe('Beyond the spec: save a reviewed draft (a generated one) as a finished worksheet'),
    }),
    responses: { 200: WorksheetSchema, ...authErrors },
    metadata: access.staff,
    summary: 'Rename a worksheet, or save a draft',
  },
  deleteWorksheet: {
    method: 'DELETE',
    path: '/api/v1/worksheets/:id',
    pathParams: IdParam,
    query: z.object({ assignment_id: OptionalId.describe('Delete only this assignment of it') }),
    body: c.noBody(),
    responses: { 200: OkSchema, 409: ErrorSchema, ...authErrors },
    metadata: access.staff,
    summary: 'Delete a worksheet or one assignment; 409 once students have answered it',
  },
  addWorksheetQuestions: {
    method: 'POST',
    path: '/api/v1/worksheets/:id/questions',
    pathParams: IdParam,
    query: z.object({ question_ids: IdList }),
    body: c.noBody(),
    responses: { 200: WorksheetSchema, ...authErrors },
    metadata: access.staff,
    summary: 'Add questions (sets needs_reassignment when assigned)',
  },
  removeWorksheetQuestion: {
    method: 'DELETE',
    path: '/api/v1/worksheets/:id/questions/:questionId',
    pathParams: z.object({ id: Id, questionId: Id }),
    body: c.noBody(),
    responses: { 200: WorksheetSchema, ...authErrors },
    metadata: access.staff,
    summary: 'Remove a question (sets needs_reassignment when assigned)',
  },
  unassignWorksheet: {
    method: 'DELETE',
    path: '/api/v1/worksheets/:id/unassign/:assignmentId',
    pathParams: z.object({ id: Id, assignmentId: Id }),
    query: z.object({ student_ids: IdList.optional().describe('Omitted: unassign everyone') }),
    body: c.noBody(),
    responses: { 200: AssignmentSchema, ...authErrors },
    metadata: access.staff,
    summary: 'Take an assignment away from some or all of its students; returns what remains',
  },
  reassignWorksheet: {
    method: 'POST',
    path: '/api/v1/worksheets/:id/reassign',
    pathParams: IdParam,
    contentType: 'multipart/form-data',
    body: c.type<ReassignWorksheetBody>(),
    responses: { 201: AssignmentSchema, ...authErrors },
    metadata: access.staff,
    summary: 'Assign a worksheet again (date_assigned and due_date required)',
  },
  duplicateWorksheet: {
    method: 'POST',
    path: '/api/v1/worksheets/:id/duplicate',
    pathParams: IdParam,
    body: z.object({ class_id: JsonId }),
    responses: { 201: z.object({ worksheet_id: z.number().int() }), ...authErrors },
    metadata: access.staff,
    summary: 'Copy a worksheet for an own class, unassigned',
  },
  listCourseWorksheets: {
    method: 'GET',
    path: '/api/v1/worksheets/courses/:courseId',
    pathParams: z.object({ courseId: Id }),
    query: z.object({ class_id: OptionalId }),
    responses: { 200: Worksheets, ...authErrors },
    metadata: access.classroom,
    summary: "A course's worksheets the caller may see",
  },
  getClassWorksheetAvailability: {
    method: 'GET',
    path: '/api/v1/worksheets/classes/:classId',
    pathParams: z.object({ classId: Id }),
    responses: {
      200: z.object({
        availability: z.array(
          AssignmentSchema.extend({
            worksheet_id: z.number().int(),
            title: z.string(),
            is_available: z.boolean().describe('Assigned, started and not yet past due'),
          }),
        ),
      }),
      ...authErrors,
    },
    metadata: access.classroom,
    summary: 'The worksheets assigned to a class and whether each can be taken now',
  },
})
