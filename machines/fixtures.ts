import type { SessionUser } from '../contracts/common'
import { USER_ROLE } from '../contracts/constants'

const FAR_FUTURE = '2999-01-01T00:00:00.000Z'

/** A signed-in user for machine tests; override what the test is about. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    username: 'mei',
    email: 'mei@example.com',
    first_name: 'Mei',
    last_name: 'Tan',
    user_role_id: USER_ROLE.STUDENT,
    teacher_role_id: null,
    school_id: null,
    school_name: null,
    school_flags: {},
    flag: { has_agreed_policy: true },
    profile_pic_url: null,
    last_logged_in: '2026-11-20T08:00:00.000Z',
    academic_level_id: 5,
    preferred_language_id: null,
    learning_path_disabled: false,
    is_free_tier: false,
    mobile_number: null,
    access_token: 'token-mei',
    expires_at: FAR_FUTURE,
    ...overrides,
  }
}
