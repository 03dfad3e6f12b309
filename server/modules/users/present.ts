import { eq } from 'drizzle-orm'
import type { User } from '../../../contracts/common'
import type { UserRoleId } from '../../../contracts/constants'
import type { UserRow } from '../../context'
import type { Db } from '../../db/client'
import { schools } from '../../db/schema'
import { emailUnverified } from '../auth/email-verification'

/** What the user view shows of the user's school (the session cache holds it beside the user, ADR 0041). */
export type SchoolInfo = { name: string; flags: string[] } | null

/** The user as the contract shows it. */
export function presentUser(row: UserRow, school: SchoolInfo): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    user_role_id: row.userRoleId as UserRoleId,
    teacher_role_id: row.teacherRoleId,
    school_id: row.schoolId,
    school_name: school?.name ?? null,
    school_flags: Object.fromEntries((school?.flags ?? []).map((f) => [f, true])),
    flag: { has_agreed_policy: row.hasAgreedPolicy, email_verified: !emailUnverified(row) },
    profile_pic_url: row.profilePicUrl,
    last_logged_in: row.lastLoggedIn?.toISOString() ?? null,
    academic_level_id: row.academicLevelId,
    preferred_language_id: row.preferredLanguageId,
    learning_path_disabled: row.learningPathDisabled,
    is_free_tier: row.isFreeTier,
    mobile_number: row.mobileNumber,
  }
}

export async function loadUserView(db: Db, row: UserRow): Promise<User> {
  if (!row.schoolId) return presentUser(row, null)
  const [school] = await db
    .select({ name: schools.name, flags: schools.flags })
    .from(schools)
    .where(eq(schools.id, row.schoolId))
  return presentUser(row, school ?? null)
}
