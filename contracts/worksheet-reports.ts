import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { access, authErrors, DateString, Id, IdList, OptionalId, QueryBool, Timestamp } from './common'

const c = initContract()

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

const StudentProgressSchema = z.object({
  student_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.enum(['not_started', 'in_progress', 'completed', 'overdue']),
  marks_given: z.number().nullable(),
  max_score: z.number(),
  completed_at: Timestamp.nullable(),
})

export const worksheetReportsContract = c.router({
  getWorksheetProgress: {
    method: 'GET',
    path: '/api/v1/worksheets/progress/:classId',
    pathParams: z.object({ classId: Id }),
    query: z.object({
      include_draft: QueryBool.optional(),
      subject_id: OptionalId,
      assignment_id: OptionalId,
      worksheet_id: OptionalId,
    }),
    responses: {
      200: z.object({
        class_id: z.number().int(),
        worksheets: z.array(
          z.object({
            worksheet_id: z.number().int(),
            assignment_id: z.number().int().nullable(),
            title: z.string(),
            is_draft: z.boolean(),
            date_assigned: DateString.nullable(),
            due_date: DateString.nullable(),
            completion_rate: z.number().min(0).max(1),
            average_percent: z.number().nullable(),
            students: z.array(StudentProgressSchema),
          }),
        ),
      }),
      ...authErrors,
    },
    metadata: access.staff,
    summary: "Each student's progress on an own class's worksheets",
  },
  exportWorksheetWord: {
    method: 'GET',
    path: '/api/v1/worksheets/word-export',
    query: z.object({
      question_ids: IdList,
      title: z.string().trim().min(1).max(200).default('Worksheet'),
    }),
    responses: {
      200: c.otherResponse({ contentType: DOCX_CONTENT_TYPE, body: c.type<Blob | Uint8Array>() }),
      ...authErrors,
    },
    metadata: access.authoring,
    summary: 'A printable Word document of questions (with an answer key on the last page)',
  },
  getWorksheetClassReport: {
    method: 'GET',
    path: '/api/v1/worksheets/:id/assignments/:assignmentId/classes/:classId/report',
    pathParams: z.object({ id: Id, assignmentId: Id, classId: Id }),
    responses: {
      200: z.object({
        worksheet_id: z.number().int(),
        assignment_id: z.number().int(),
        class_id: z.number().int(),
        title: z.string(),
        summary: z.object({
          students_count: z.number().int(),
          completed_count: z.number().int(),
          average_percent: z.number().nullable(),
        }),
        students: z.array(StudentProgressSchema),
        questions: z.array(
          z.object({
            question_id: z.number().int(),
            text_preview: z.string(),
            attempts: z.number().int(),
            correct_rate: z.number().min(0).max(1),
            average_marks: z.number().nullable(),
            max_score: z.number(),
          }),
        ),
      }),
      ...authErrors,
    },
    metadata: access.staff,
    summary: 'How an own class did on one assignment, per student and per question',
  },
})
