import { randomInt } from 'node:crypto'
import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { activationCodeCourses, activationCodes, courses } from '../../db/schema'
import { badRequest, forbidden } from '../../errors'
import { listActivationCodes } from './school'
import { isSchoolOwner } from './scope'

/** Letters and digits no one misreads on paper: no 0/O, 1/I/L, 5/S, 2/Z. */
const ALPHABET = 'ABCDEFGHJKMNPQRTUVWXY346789'

/** A code to type from a printed slip: three groups of four, about 57 bits. */
export function newCode() {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  return `${group()}-${group()}-${group()}`
}

/**
 * POST /teachers/activation-codes: codes for courses of the school (its own, or the common ones), made by its
 * admin. Each opens every course named, once; `expires_at` is the last day (Singapore time) it can be redeemed.
 */
export async function createActivationCodes(
  ctx: AppContext,
  caller: UserRow,
  body: { course_ids: number[]; count: number; expires_at?: string; access_days?: number },
) {
  if (!isSchoolOwner(caller) || caller.schoolId == null)
    throw forbidden('Only your school’s admin can make activation codes.')
  const schoolId = caller.schoolId
  const wanted = [...new Set(body.course_ids)]
  const usable = await ctx.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(inArray(courses.id, wanted), or(isNull(courses.schoolId), eq(courses.schoolId, schoolId))))
  const missing = wanted.filter((id) => !usable.some((c) => c.id === id))
  if (missing.length)
    throw badRequest(`Course ${missing.join(', ')} is not one your school can give.`, [
      { path: 'course_ids', message: `Not your school's: ${missing.join(', ')}` },
    ])
  const expiresAt = body.expires_at ? new Date(`${body.expires_at}T23:59:59.999+08:00`) : null
  if (expiresAt && expiresAt <= new Date())
    throw badRequest('The last day to use the codes must be today or later.', [
      { path: 'expires_at', message: 'Today or later.' },
    ])
  await ctx.db.transaction(async (tx) => {
    const made = await tx
      .insert(activationCodes)
      .values(
        Array.from({ length: body.count }, () => ({
          code: newCode(),
          schoolId,
          createdBy: caller.id,
          expiresAt,
          accessDays: body.access_days ?? null,
        })),
      )
      .returning({ id: activationCodes.id })
    await tx
      .insert(activationCodeCourses)
      .values(made.flatMap((code) => wanted.map((courseId) => ({ codeId: code.id, courseId }))))
  })
  // Newest first: the codes just made lead the school's list.
  const { activation_codes } = await listActivationCodes(ctx, caller)
  return { activation_codes: activation_codes.slice(0, body.count) }
}
