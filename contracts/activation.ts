import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { access, authErrors, ErrorSchema, Id, JsonId, Timestamp } from './common'

const c = initContract()

const ActivationCode = z.string().trim().toUpperCase().min(4).max(64)

/** A course an activation code opens (spec part 1 §3, Activated course). */
export const ActivatedCourseSchema = z.object({
  course_id: z.number().int(),
  subject_id: z.number().int(),
  subject_name: z.string(),
  course_name: z.string().describe('The course with its level, e.g. "P4 Maths": a code opens one level'),
  activated_at: Timestamp.nullable(),
  expires_at: Timestamp.nullable(),
})

export const activationContract = c.router({
  checkActivationCode: {
    method: 'GET',
    path: '/api/v1/activation/:code',
    pathParams: z.object({ code: ActivationCode }),
    responses: {
      200: z.object({
        code: z.string(),
        courses: z.array(ActivatedCourseSchema),
        expires_at: Timestamp.nullable(),
      }),
      410: ErrorSchema,
      ...authErrors,
    },
    metadata: access.family,
    summary: 'What an activation code opens; 410 when it was used or has expired',
  },
  redeemActivationCode: {
    method: 'POST',
    path: '/api/v1/activation',
    body: z.object({ code: ActivationCode, child_id: JsonId }),
    responses: {
      200: z.object({ child_id: z.number().int(), courses: z.array(ActivatedCourseSchema) }),
      409: ErrorSchema,
      410: ErrorSchema,
      ...authErrors,
    },
    metadata: access.parent,
    summary:
      'Redeem a code for an own child; 409 when the child already has those courses, 410 used or expired',
  },
  listActivatedCourses: {
    method: 'GET',
    path: '/api/v1/activation/courses',
    query: z.object({ student_id: Id }),
    responses: { 200: z.object({ courses: z.array(ActivatedCourseSchema) }), ...authErrors },
    metadata: access.family,
    summary: 'Courses opened by activation codes for a student (oneself or an own child)',
  },
})
