import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import {
  activationCodeCourses,
  activationCodes,
  classes,
  courses,
  parentChildren,
  schools,
  schoolWhiteLabels,
  subjects,
  users,
} from '../../db/schema'
import { forbidden, notFound } from '../../errors'
import { isAdmin, isSchoolOwner } from './scope'

function ownSchool(caller: UserRow) {
  if (caller.schoolId == null) throw notFound('Your account is not part of a school.')
  return caller.schoolId
}

/** GET /teachers/schools/details: the caller's school, its site's domain, its flags and how many people it has. */
export async function getSchoolDetails(ctx: AppContext, caller: UserRow) {
  const schoolId = ownSchool(caller)
  const counted = (role: number) =>
    sql<number>`(select count(*)::int from ${users} where school_id = ${schoolId} and user_role_id = ${role})`
  const [row] = await ctx.db
    .select({
      school: schools,
      domain: schoolWhiteLabels.domainName,
      teachers: counted(USER_ROLE.TEACHER),
      students: counted(USER_ROLE.STUDENT),
      parents: sql<number>`(select count(distinct pc.parent_id)::int from ${parentChildren} pc
        join ${users} c on c.id = pc.child_id where c.school_id = ${schoolId})`,
      classes: sql<number>`(select count(*)::int from ${classes} where school_id = ${schoolId})`,
    })
    .from(schools)
    .leftJoin(schoolWhiteLabels, eq(schoolWhiteLabels.schoolId, schools.id))
    .where(eq(schools.id, schoolId))
  if (!row) throw notFound('Your school was not found.')
  return {
    id: row.school.id,
    name: row.school.name,
    domain_name: row.domain ?? null,
    is_active: row.school.isActive,
    school_flags: Object.fromEntries(row.school.flags.map((flag) => [flag, true])),
    counts: {
      teachers: Number(row.teachers),
      students: Number(row.students),
      parents: Number(row.parents),
      classes: Number(row.classes),
    },
  }
}

/**
 * GET /teachers/activation-codes: the school's codes, newest first, with the courses each opens and who redeemed
 * it. Codes are worth money, so only the school's admin (owner) sees them (ADR 0048).
 */
export async function listActivationCodes(ctx: AppContext, caller: UserRow) {
  if (!isAdmin(caller) && !isSchoolOwner(caller))
    throw forbidden('Only your school’s admin can see its activation codes.')
  const schoolId = ownSchool(caller)
  const codes = await ctx.db
    .select({ code: activationCodes, redeemer: users })
    .from(activationCodes)
    .leftJoin(users, eq(users.id, activationCodes.redeemedFor))
    .where(eq(activationCodes.schoolId, schoolId))
    .orderBy(desc(activationCodes.createdAt), asc(activationCodes.id))
  const opened = codes.length
    ? await ctx.db
        .select({ codeId: activationCodeCourses.codeId, courseId: courses.id, subject: subjects.name })
        .from(activationCodeCourses)
        .innerJoin(courses, eq(courses.id, activationCodeCourses.courseId))
        .innerJoin(subjects, eq(subjects.id, courses.subjectId))
        .where(
          and(
            inArray(
              activationCodeCourses.codeId,
              codes.map((c) => c.code.id),
            ),
          ),
        )
        .orderBy(asc(courses.id))
    : []
  return {
    activation_codes: codes.map(({ code, redeemer }) => {
      const mine = opened.filter((o) => o.codeId === code.id)
      return {
        code: code.code,
        course_ids: mine.map((o) => o.courseId),
        subject_names: [...new Set(mine.map((o) => o.subject))],
        redeemed_by: redeemer
          ? { id: redeemer.id, first_name: redeemer.firstName, last_name: redeemer.lastName }
          : null,
        redeemed_at: code.redeemedAt?.toISOString() ?? null,
        expires_at: code.expiresAt?.toISOString() ?? null,
      }
    }),
  }
}
