import { z } from 'zod'
import { DateString, Id, intText, many, Timestamp, TypeId } from './common'
import { QuestionSchema } from './question-schemas'

export const WorksheetSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  course_id: z.number().int(),
  topic_id: z.number().int().nullable().describe('The topic it practises, when it practises one'),
  worksheet_group_type: z
    .number()
    .int()
    .describe('Question content type: 1 assignment, 3 independent study, …'),
  question_ids: z.array(z.number().int()),
  needs_reassignment: z.boolean().describe('Questions changed after it was assigned'),
  time_limit: z.number().int().nullable().describe('Minutes; null for no limit'),
  class_id: z.number().int().nullable(),
  student_ids: z.array(z.number().int()),
  date_assigned: DateString.nullable(),
  due_date: DateString.nullable(),
  owner_class_id: z.number().int().nullable().describe('The class whose teachers own the worksheet'),
  assignment_id: z.number().int().nullable(),
  is_draft: z.boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
})
export type Worksheet = z.infer<typeof WorksheetSchema>

export const AssignmentSchema = z.object({
  assignment_id: z.number().int(),
  class_id: z.number().int().nullable(),
  student_ids: z.array(z.number().int()),
  date_assigned: DateString,
  due_date: DateString,
})
export const WorksheetDetailSchema = WorksheetSchema.extend({
  questions: z.array(QuestionSchema),
  assignments: z.array(AssignmentSchema),
})
export const PublicWorksheetSchema = WorksheetSchema.pick({
  id: true,
  title: true,
  course_id: true,
  time_limit: true,
}).extend({
  questions: z.array(QuestionSchema.omit({ answer: true, answer_rules: true })),
})

const Dates = z.object({ date_assigned: DateString, due_date: DateString })
const datesInOrder = (d: { date_assigned?: string; due_date?: string }) =>
  !d.date_assigned || !d.due_date || d.date_assigned <= d.due_date
const DATES_MESSAGE = 'The due date cannot be before the date assigned.'

/** The decoded multipart fields of POST /worksheets (each JSON-encoded, ids repeated). */
export const CreateWorksheetFieldsSchema = z
  .object({
    title: z.string().trim().min(1, 'Give the worksheet a title.').max(200),
    course_id: Id,
    worksheet_group_type: TypeId,
    question_ids: many(Id).pipe(z.array(z.number()).min(1, 'Add a question.').max(100)),
    time_limit: intText(1, 600).nullable().optional(),
    class_id: Id.optional(),
    student_ids: many(Id).optional(),
    date_assigned: DateString.optional(),
    due_date: DateString.optional(),
    is_draft: z.boolean().optional(),
  })
  .refine(datesInOrder, DATES_MESSAGE)
export type CreateWorksheetBody = z.output<typeof CreateWorksheetFieldsSchema> & { 'files[]'?: File[] }

/** The decoded multipart fields of POST /worksheets/:id/reassign. */
export const ReassignWorksheetFieldsSchema = Dates.extend({
  class_id: Id.optional(),
  title: z.string().trim().min(1).max(200).optional(),
  student_ids: many(Id).optional(),
}).refine(datesInOrder, DATES_MESSAGE)
export type ReassignWorksheetBody = z.output<typeof ReassignWorksheetFieldsSchema>
