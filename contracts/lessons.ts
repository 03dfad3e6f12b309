import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import {
  access,
  authErrors,
  DateString,
  IdParam,
  JsonId,
  OkSchema,
  OptionalId,
  QueryBool,
  Timestamp,
} from './common'

const c = initContract()

const LessonItemSchema = z.object({
  id: z.number().int(),
  item_type_id: z.number().int().describe('What the item opens: 1 a worksheet, 2 a page of learning content'),
  title: z.string(),
  worksheet_id: z.number().int().nullable(),
  content_id: z.number().int().nullable(),
  order: z.number().int(),
  completed: z.boolean().describe("The caller's own completion; false for staff"),
})

export const LessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  lesson_type_id: z
    .number()
    .int()
    .describe('1 lesson, 2 aiBook, 3 learning path, 4 mock exam, 5 topic booster'),
  course_id: z.number().int(),
  course_name: z.string(),
  school_id: z.number().int().nullable(),
  school_name: z.string().nullable(),
  subject_id: z.number().int(),
  subject_name: z.string(),
  is_psle_hub: z.boolean(),
  owner_name: z.string().nullable().describe('Who made it; null for the common lessons'),
  can_edit: z.boolean().describe('Whether the caller may change or delete it (else they may duplicate it)'),
  assigned_students: z
    .number()
    .int()
    .describe('Staff: how many of their students it is set for; 0 for students'),
  needs_reassignment: z
    .boolean()
    .describe('Changed since it was last assigned: new items reach students when assigned again'),
  sections: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      topic_id: z.number().int().nullable().describe('A topic booster section practises one topic'),
      order: z.number().int(),
      completed: z.boolean().describe('True when all its items are'),
      items: z.array(LessonItemSchema),
    }),
  ),
  updated_at: Timestamp,
})
export type Lesson = z.infer<typeof LessonSchema>
export const LessonSummarySchema = LessonSchema.omit({ sections: true }).extend({
  items_count: z.number().int(),
  completed_items: z.number().int(),
})

const LessonInputSchema = z.object({
  title: z.string().trim().min(1, 'Give the lesson a title.').max(200),
  lesson_type_id: JsonId,
  course_id: JsonId,
  is_psle_hub: z.boolean().default(false),
  sections: z
    .array(
      z.object({
        title: z.string().trim().min(1, 'Give every section a title.').max(200),
        topic_id: JsonId.nullable().optional(),
        items: z
          .array(
            z.object({
              item_type_id: JsonId,
              title: z.string().trim().min(1, 'Give every item a title.').max(200),
              worksheet_id: JsonId.nullable().optional(),
              content_id: JsonId.nullable().optional(),
            }),
          )
          .max(50),
      }),
    )
    .max(30),
})

const Lessons = z.object({ lessons: z.array(LessonSummarySchema) })

export const lessonsContract = c.router({
  listLessons: {
    method: 'GET',
    path: '/api/v1/lessons',
    query: z.object({
      lesson_type_id: OptionalId,
      course_id: OptionalId,
      shallow_course_match: QueryBool.optional().describe('Match the course only, not its sharer courses'),
      is_psle_hub: QueryBool.optional(),
    }),
    responses: { 200: Lessons, ...authErrors },
    metadata: access.learnersAndStaff,
    summary: 'Lessons the caller may see',
  },
  createLesson: {
    method: 'POST',
    path: '/api/v1/lessons',
    body: LessonInputSchema,
    responses: { 201: LessonSchema, ...authErrors },
    metadata: access.authoring,
    summary: 'Create a lesson with its sections and items',
  },
  listSchoolLessons: {
    method: 'GET',
    path: '/api/v1/lessons/school',
    query: z.object({ course_id: OptionalId, lesson_type_id: OptionalId }),
    responses: { 200: Lessons, ...authErrors },
    metadata: access.staff,
    summary: "Lessons made by the caller's school",
  },
  getLesson: {
    method: 'GET',
    path: '/api/v1/lessons/:id',
    pathParams: IdParam,
    responses: { 200: LessonSchema, ...authErrors },
    metadata: access.learnersAndStaff,
    summary: "A lesson with its sections, items and the caller's completion",
  },
  updateLesson: {
    method: 'PATCH',
    path: '/api/v1/lessons/:id',
    pathParams: IdParam,
    body: LessonInputSchema.partial(),
    responses: { 200: LessonSchema, ...authErrors },
    metadata: access.authoring,
    summary: 'Edit a lesson; sections, when given, replace the old ones (completions of kept items stay)',
  },
  deleteLesson: {
    method: 'DELETE',
    path: '/api/v1/lessons/:id',
    pathParams: IdParam,
    body: c.noBody(),
    responses: { 200: OkSchema, ...authErrors },
    metadata: access.authoring,
    summary: "Delete a lesson; the worksheets it set stay in the students' assignments",
  },
  duplicateLesson: {
    method: 'POST',
    path: '/api/v1/lessons/:id/duplicate',
    pathParams: IdParam,
    body: z.object({
      title: z.string().trim().min(1).max(200).optional(),
      course_id: JsonId.optional(),
    }),
    responses: { 201: LessonSchema, ...authErrors },
    metadata: access.authoring,
    summary: 'Copy a lesson (into another course when course_id is given)',
  },
  assignLesson: {
    method: 'POST',
    path: '/api/v1/lessons/:id/assign',
    pathParams: IdParam,
    body: z
      .object({
        class_ids: z.array(JsonId).max(50).default([]),
        student_ids: z.array(JsonId).max(500).default([]),
        date_assigned: DateString,
        due_date: DateString,
      })
      .refine((b) => b.class_ids.length + b.student_ids.length > 0, 'Choose a class or students.')
      .refine((b) => b.due_date >= b.date_assigned, 'The due date cannot be before the start.'),
    responses: {
      200: z.object({
        lesson_id: z.number().int(),
        assignment_ids: z.array(z.number().int()),
        students_count: z.number().int(),
      }),
      ...authErrors,
    },
    metadata: access.staff,
    summary: 'Assign a lesson to own classes or students: each of its worksheets becomes an assignment',
  },
  completeLessonItem: {
    method: 'POST',
    path: '/api/v1/lessons/items/:id/complete',
    pathParams: IdParam,
    body: c.noBody(),
    responses: { 200: LessonSchema, ...authErrors },
    metadata: { ...access.student, beyondSpec: 'the spec names "complete item" without its path' },
    summary:
      'Beyond the spec: a student has read a page of learning content in an assigned lesson (worksheet items complete when handed in)',
  },
})
