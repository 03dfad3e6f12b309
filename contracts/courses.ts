import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { access, authErrors, IdParam, OptionalId, publicErrors, QueryBool, Timestamp } from './common'

const c = initContract()

export const CourseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject_id: z.number().int(),
  subject_name: z.string(),
  academic_level_id: z.number().int(),
  academic_level_name: z.string(),
  school_id: z.number().int().nullable().describe('null for courses every school may use'),
  is_active: z.boolean(),
  sharer_course_ids: z.array(z.number().int()).describe('Courses whose questions this course also uses'),
  description: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
})
export type Course = z.infer<typeof CourseSchema>

export const TopicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable().describe('The topic this sub-topic belongs to'),
  course_tagging_id: z.number().int().describe('The tag questions of this topic carry'),
  order: z.number().int(),
})

export const CourseDetailSchema = CourseSchema.extend({ topics: z.array(TopicSchema) })

/** What a visitor may see of a course: no school data. */
export const PublicCourseSchema = CourseDetailSchema.omit({ school_id: true, sharer_course_ids: true })

/** How a student may use a course (docs/decisions/0024); null when it is not unlocked. */
export const CourseAccessSchema = z.object({
  source: z.enum(['subscription', 'activation', 'admin', 'class', 'school', 'lite']),
  full: z.boolean().describe('False for Lite: only its free worksheets and the notes'),
  ends_at: Timestamp.nullable().describe('When the access ends on its own; null when it does not'),
})
export type CourseAccess = z.infer<typeof CourseAccessSchema>
export const UserCourseSchema = CourseSchema.extend({ access: CourseAccessSchema.nullable() })
export type UserCourse = z.infer<typeof UserCourseSchema>

/** A course in the public catalogue, with its price (from the server's products; null when not for sale). */
export const CatalogueCourseSchema = PublicCourseSchema.omit({ topics: true }).extend({
  topic_count: z.number().int(),
  worksheet_count: z.number().int(),
  price: z
    .object({
      price_id: z.string(),
      annual_price_id: z.string().nullable(),
      currency: z.string().length(3),
      monthly_amount_cents: z.number().int(),
      annual_amount_cents: z.number().int().nullable(),
    })
    .nullable(),
})

export const ContentSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  course_id: z.number().int().nullable(),
  topic_id: z.number().int().nullable(),
  kind: z.enum(['notes', 'video', 'article', 'exam_tips']),
  summary: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  updated_at: Timestamp,
})
export const ContentSchema = ContentSummarySchema.extend({
  body: z.string().describe('Markdown; images and media by absolute URL'),
  media_url: z.string().nullable(),
})

export const coursesContract = c.router({
  listUserCourses: {
    method: 'GET',
    path: '/api/v1/courses/user',
    query: z.object({ child_id: OptionalId, has_assigned_course: QueryBool.optional() }),
    responses: { 200: z.object({ courses: z.array(UserCourseSchema) }), ...authErrors },
    metadata: access.signedIn,
    summary:
      "The caller's courses, or a parent's child's (child_id), each with how it is unlocked; has_assigned_course keeps the unlocked ones",
  },
  listCourses: {
    method: 'GET',
    path: '/api/v1/courses',
    query: z.object({ school_id: OptionalId, subject_id: OptionalId, academic_level_id: OptionalId }),
    responses: { 200: z.object({ courses: z.array(CourseSchema) }), ...authErrors },
    metadata: access.signedIn,
    summary: 'Courses the caller may see, filtered',
  },
  getCourse: {
    method: 'GET',
    path: '/api/v1/courses/:id',
    pathParams: IdParam,
    responses: { 200: CourseDetailSchema, ...authErrors },
    metadata: access.signedIn,
    summary: 'A course with its topics',
  },
  listPublicCourses: {
    method: 'GET',
    path: '/api/v1/courses/public',
    query: z.object({ academic_level_id: OptionalId, subject_id: OptionalId }),
    responses: { 200: z.object({ courses: z.array(CatalogueCourseSchema) }), ...publicErrors },
    metadata: {
      ...access.public,
      beyondSpec:
        'The guest course-browse page lists the whole catalogue with prices; the spec names only one course',
    },
    summary: 'The public catalogue: every course anyone may buy, by level and subject, with its price',
  },
  getPublicCourse: {
    method: 'GET',
    path: '/api/v1/courses/public/:id',
    pathParams: IdParam,
    responses: { 200: PublicCourseSchema, ...publicErrors },
    metadata: access.public,
    summary: 'A public course for the guest course browse',
  },
  getCourseSharers: {
    method: 'GET',
    path: '/api/v1/courses/:id/sharer',
    pathParams: IdParam,
    responses: { 200: z.object({ courses: z.array(CourseSchema) }), ...authErrors },
    metadata: access.signedIn,
    summary: 'The courses that share their questions with this one',
  },
  listContent: {
    method: 'GET',
    path: '/api/v1/content',
    query: z.object({ course_id: OptionalId, topic_id: OptionalId }),
    responses: { 200: z.object({ contents: z.array(ContentSummarySchema) }), ...authErrors },
    metadata: access.learnersAndStaff,
    summary: 'Learning content (notes, videos, articles)',
  },
  getContent: {
    method: 'GET',
    path: '/api/v1/content/:id',
    pathParams: IdParam,
    responses: { 200: ContentSchema, ...authErrors },
    metadata: access.learnersAndStaff,
    summary: 'One piece of learning content',
  },
})
