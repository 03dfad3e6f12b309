import type { SessionUser, User } from '../contracts/common'
import { USER_ROLE } from '../contracts/constants'
import { type AuthEvent, authMachine } from './auth.machine'
import { sessionUser } from './fixtures'
import { doneEvent, errorEvent } from './graph/events'
import { defineModel } from './graph/model'

export const returningStudent = sessionUser()
export const newParent = sessionUser({
  id: 2,
  user_role_id: USER_ROLE.PARENT,
  last_logged_in: null,
  access_token: 'token-parent',
})
const { access_token: _token, expires_at: _expiry, ...studentProfile } = returningStudent
const renamed: User = { ...studentProfile, first_name: 'Meiling', last_logged_in: '2026-11-21T08:00:00.000Z' }
const stranger: User = { ...studentProfile, id: 99, first_name: 'Someone else' }
export const expiredStudent = sessionUser({ expires_at: '2020-01-01T00:00:00.000Z' })

const events: AuthEvent[] = [
  { type: 'auth.signIn', body: { login_type: 'email', email: 'mei@example.com', password: 'correct horse' } },
  { type: 'auth.signUp', body: { first_name: 'Ada' }, isFreeTier: true },
  { type: 'auth.signOut' },
  { type: 'auth.sessionExpired' },
  { type: 'auth.userUpdated', user: renamed },
  { type: 'auth.userUpdated', user: stranger },
  { type: 'auth.clearError' },
  doneEvent('signIn', returningStudent),
  errorEvent('signIn', { message: 'That email and password do not match.' }),
  doneEvent('signUp', newParent),
  errorEvent('signUp', { message: 'That email already has an account.' }),
  doneEvent('signOut', undefined),
  errorEvent('signOut', { message: 'Network error' }),
]

export const authModel = defineModel({
  machine: authMachine,
  inputs: {
    'no stored user': { storedUser: null },
    'a live stored user': { storedUser: returningStudent },
    'an expired stored user': { storedUser: expiredStudent },
  } satisfies Record<string, { storedUser: SessionUser | null }>,
  events: () => events,
  sees: {
    signedOut: 'The sign-in page; after a failed try, its message',
    signingIn: 'The sign-in button busy: "Logging in…"',
    signingUp: 'The sign-up button busy: "Creating your account…"',
    signedIn: "The role's home page, with the user's name in the header",
    signingOut: 'A spinner: "Logging you out"',
  },
  words: {
    guards: {
      hasLiveStoredUser: 'if the stored session has not expired',
      hasStoredUser: 'if a session was stored',
      isSameUser: 'if it is the signed-in account',
    },
  },
})
