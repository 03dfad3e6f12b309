import { eq, type SQL, sql } from 'drizzle-orm'
import { TEACHER_ROLE, USER_ROLE } from '../../../contracts/constants'
import type { UserRow } from '../../context'
import { users } from '../../db/schema'
import { forbidden } from '../../errors'

export const isAdmin = (caller: UserRow) => caller.userRoleId === USER_ROLE.ADMIN
export const isSchoolOwner = (caller: UserRow) =>
  caller.userRoleId === USER_ROLE.TEACHER && caller.teacherRoleId === TEACHER_ROLE.OWNER

/**
 * The school a teacher works in: the one whose people, classes and codes they may see. A teacher without one
 * is told to join one; an admin has no school of their own (null: every school).
 */
export function schoolOf(caller: UserRow): number | null {
  if (isAdmin(caller)) return null
  if (caller.schoolId == null)
    throw forbidden('Your account is not part of a school yet. Ask your school’s admin to add you.')
  return caller.schoolId
}

/** People of the caller's school (every school for an admin). */
export function inCallersSchool(caller: UserRow): SQL | undefined {
  const school = schoolOf(caller)
  return school === null ? undefined : eq(users.schoolId, school)
}

/** A name, username or email containing the text, case-insensitively (% and _ taken literally). */
export function nameMatches(text: string | undefined): SQL | undefined {
  if (!text) return undefined
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql`(${users.firstName} || ' ' || ${users.lastName} ilike ${like} or ${users.username} ilike ${like}
    or ${users.email} ilike ${like})`
}
