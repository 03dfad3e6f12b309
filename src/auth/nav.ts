import type { SessionUser } from '../../contracts/common'
import { TEACHER_ROLE } from '../../contracts/constants'
import type { NavItem } from '../ui/AppShell'
import { roleNameOf } from './roles'

/** The main sections of each role's area, shown in the app header. */
export function navFor(user: SessionUser): NavItem[] {
  switch (roleNameOf(user)) {
    case 'student':
      // Lite lists only pages that work for it today (nav.test.ts checks them against the placeholders).
      return user.is_free_tier
        ? [
            { to: '/student/v2/chat', label: 'Coach' },
            { to: '/student/library', label: 'Library' },
            { to: '/student/revisions', label: 'Revisions' },
          ]
        : [
            // Without the learning path the library is the home page: one item, so one is marked current.
            ...(user.learning_path_disabled ? [] : [{ to: '/student/dashboard' as const, label: 'Home' }]),
            { to: '/student/library', label: 'Library' },
            { to: '/student/v2/assignment', label: 'Assignments' },
            { to: '/student/v2/chat', label: 'Coach' },
            { to: '/student/revisions', label: 'Revisions' },
            // Level, streak, badges, stickers and the leaderboard are one page away (one header row at 1280 px).
            { to: '/student/game', label: 'My progress' },
            { to: '/student/profile', label: 'Profile' },
          ]
    case 'parent':
      return [
        { to: '/academy/dashboard', label: 'Dashboard' },
        { to: '/academy/create-child-account', label: 'Add a child' },
        { to: '/academy/product-redemption', label: 'Redeem a code' },
        { to: '/academy/referral', label: 'Refer a friend' },
      ]
    case 'teacher':
      return [
        { to: '/teacher/reports', label: 'Reports' },
        { to: '/teacher/chat', label: 'AI assistant' },
        { to: '/teacher/assignments', label: 'Assignments' },
        { to: '/teacher/marking', label: 'To mark' },
        { to: '/teacher/worksheet-library', label: 'Worksheets' },
        { to: '/teacher/students', label: 'Students' },
        { to: '/teacher/lessons', label: 'Lessons' },
        ...(user.teacher_role_id === TEACHER_ROLE.OWNER
          ? [{ to: '/teacher/manage/classes' as const, label: 'Manage school' }]
          : []),
      ]
    case 'admin':
      return [
        { to: '/admin/chat', label: 'Assistant' },
        { to: '/admin/rag-management', label: 'Documents' },
        { to: '/admin/question-management', label: 'Questions' },
        { to: '/admin/school', label: 'Schools' },
        { to: '/admin/subscription', label: 'Subscriptions' },
        { to: '/admin/rewards', label: 'Rewards' },
        { to: '/admin/statistics', label: 'Statistics' },
        { to: '/admin/flows', label: 'Flows' },
        { to: '/admin/session-logs', label: 'Recordings' },
      ]
    case 'curriculum':
      return [
        { to: '/assessments', label: 'Assessments' },
        { to: '/admin/flows', label: 'Flows' },
      ]
    default:
      return [{ to: '/assessments', label: 'Assessments' }]
  }
}
