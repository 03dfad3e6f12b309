import type { User } from '../../contracts/common'
import { ROLE_NAME, type RoleName, TEACHER_ROLE_LABEL, type TeacherRoleId } from '../../contracts/constants'

const ROLE_LABEL: Record<RoleName, string> = {
  student: 'Student',
  parent: 'Parent',
  teacher: 'Teacher',
  admin: 'Administrator',
  curriculum: 'Curriculum team',
  curriculum_guest: 'Curriculum guest',
}

export function roleNameOf(user: Pick<User, 'user_role_id'>): RoleName {
  return ROLE_NAME[user.user_role_id]
}

/** Spec §4: a teacher is labelled by their school role (owner → "Admin", educator → "Teacher"). */
export function roleLabelOf(user: Pick<User, 'user_role_id' | 'teacher_role_id'>): string {
  const role = roleNameOf(user)
  if (role === 'teacher' && user.teacher_role_id && user.teacher_role_id in TEACHER_ROLE_LABEL) {
    return TEACHER_ROLE_LABEL[user.teacher_role_id as TeacherRoleId]
  }
  return ROLE_LABEL[role]
}

export function displayNameOf(user: Pick<User, 'first_name' | 'last_name' | 'username' | 'email'>): string {
  const name = `${user.first_name} ${user.last_name}`.trim()
  return name || user.username || user.email || 'Signed-in user'
}
