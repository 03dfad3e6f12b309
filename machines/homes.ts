import type { User } from '../contracts/common'
import { ROLE_NAME } from '../contracts/constants'

/** The fixed first segment of the parent and student commerce area (spec §2 `{portal_prefix}`). */
export const PORTAL_PREFIX = '/academy'

/** Where a signed-in user lands when a page does not allow their role (spec §4). */
export function homeFor(user: User | null): string {
  switch (user && ROLE_NAME[user.user_role_id]) {
    case 'student':
      return user?.is_free_tier ? '/student/v2/chat' : '/student/dashboard'
    case 'teacher':
      return '/teacher/reports'
    case 'admin':
      return '/admin/rag-management'
    default:
      return '/'
  }
}

/** Where a user goes right after signing in, when the login page was not given a `redirect`. */
export function landingFor(user: User): string {
  switch (ROLE_NAME[user.user_role_id]) {
    case 'parent':
      return `${PORTAL_PREFIX}/dashboard`
    case 'curriculum':
    case 'curriculum_guest':
      return '/assessments'
    default:
      return homeFor(user)
  }
}
