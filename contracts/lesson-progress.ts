import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { access, authErrors, DateString, Id, IdParam, OptionalId } from './common'

const c = initContract()

export const LearningPathSchema = z.object({
  course_id: z.number().int(),
  sections: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      lesson_id: z.number().int(),
      lesson_title: z.string(),
      due_date: DateString.nullable().describe("The lesson's last due day for this student, in school days"),
      completed: z.boolean(),
      items: z.array(
        z.object({
          id: z.number().int(),
          item_type_id: z.number().int(),
          title: z.string(),
          worksheet_id: z.number().int().nullable(),
          content_id: z.number().int().nullable(),
          quiz_id: z
            .number()
            .int()
            .nullable()
            .describe("The student's quiz of this worksheet; null until it is set for them"),
          completed: z.boolean(),
          marks_given: z.number().nullable(),
          max_score: z.number().nullable(),
          item_stats: z.object({ correct_attempts: z.number().int(), num_questions: z.number().int() }),
        }),
      ),
    }),
  ),
})

/** Where students stand in lessons and learning paths. */
export const lessonProgressContract = c.router({
  getLessonProgress: {
    method: 'GET',
    path: '/api/v1/lessons/progress',
    query: z.object({ course_id: OptionalId, lesson_type_id: OptionalId }),
    responses: {
      200: z.object({
        lessons: z.array(
          z.object({
            lesson_id: z.number().int(),
            completed_items: z.number().int(),
            total_items: z.number().int(),
          }),
        ),
      }),
      ...authErrors,
    },
    metadata: access.student,
    summary: "The student's completion of each lesson",
  },
  getLearningPath: {
    method: 'GET',
    path: '/api/v1/lessons/learning-path',
    query: z.object({ course_id: Id }),
    responses: { 200: LearningPathSchema, ...authErrors },
    metadata: access.student,
    summary: "The student's learning path of a course with marks per item",
  },
  getLessonSectionReport: {
    method: 'GET',
    path: '/api/v1/lessons/sections/:id/report',
    pathParams: IdParam,
    query: z.object({ student_id: OptionalId, class_id: OptionalId }),
    responses: {
      200: z.object({
        section_id: z.number().int(),
        lesson_id: z.number().int(),
        items: z.array(
          z.object({
            item_id: z.number().int(),
            title: z.string(),
            completion_rate: z.number().min(0).max(1),
            average_percent: z.number().nullable(),
          }),
        ),
        students: z.array(
          z.object({
            student_id: z.number().int(),
            first_name: z.string(),
            last_name: z.string(),
            completed_items: z.number().int(),
            late_items: z.number().int(),
            marks_given: z.number().nullable(),
            max_score: z.number().nullable(),
          }),
        ),
      }),
      ...authErrors,
    },
    metadata: access.staff,
    summary:
      "How own students did in a lesson section (one student's row when student_id is given; one class's with class_id)",
  },
})
