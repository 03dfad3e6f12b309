import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise, waitFor } from 'xstate'
import type { LoginBody } from '../contracts/auth'
import type { SessionUser } from '../contracts/common'
import { ROLE_NAME } from '../contracts/constants'
import { authMachine, selectIsSignedIn, selectRole, selectUser } from './auth.machine'
import { authModel, expiredStudent, newParent, returningStudent } from './auth.model'
import { sessionUser } from './fixtures'
import { modelPaths, modelStarts } from './graph/model'
import { promiseDouble } from './testing/doubles'
import { pathName, replayPath } from './testing/replay'

type StoredUser = { storedUser: SessionUser | null }

/** The side effects each event must cause: the spec's rules, written independently of the machine. */
function expectedEffects(event: AnyEventObject, before: SessionUser | null, input: StoredUser) {
  switch (event.type) {
    case 'xstate.init':
      return input.storedUser && input.storedUser !== returningStudent ? ['clear'] : []
    case 'auth.signIn':
      return ['invoke signIn']
    case 'auth.signUp':
      return ['invoke signUp']
    case 'auth.signOut':
      return ['invoke signOut']
    case 'xstate.done.actor.signIn':
    case 'xstate.done.actor.signUp':
      return ['persist']
    case 'xstate.done.actor.signOut':
    case 'xstate.error.actor.signOut':
      return ['clear']
    case 'auth.sessionExpired':
      return before ? ['clear'] : []
    case 'auth.userUpdated':
      return before && before.id === event.user.id ? ['persist'] : []
    default:
      return []
  }
}

describe.each(modelStarts(authModel))('authMachine starting with %s', (start) => {
  const input = authModel.inputs[start]

  it.each(modelPaths(authModel, start).map((path) => [pathName(path), path] as const))('%s', (_, path) => {
    const persisted: Array<SessionUser | null> = []
    const signIn = promiseDouble<SessionUser, LoginBody>('invoke signIn')
    const signUp = promiseDouble('invoke signUp')
    const signOut = promiseDouble('invoke signOut')

    return replayPath(path, {
      model: authModel,
      input,
      actors: { signIn, signUp, signOut },
      actions: (effect) => ({
        persistUser: ({ context }) => {
          effect('persist')
          persisted.push(context.user)
        },
        clearClientState: () => effect('clear'),
      }),
      rules: (event, before) => expectedEffects(event, before.context.user, input),
      states: {
        signedOut: ({ real, event }) => {
          expect(selectUser(real)).toBeNull()
          expect(selectRole(real)).toBeNull()
          expect(selectIsSignedIn(real)).toBe(false)
          expect(real.context.isNewUser).toBe(false)
          if (event.type === 'xstate.error.actor.signIn' || event.type === 'xstate.error.actor.signUp') {
            expect(real.context.error).toBe(event.error.message)
          }
          if (event.type === 'auth.clearError') expect(real.context.error).toBeNull()
          if (event.type === 'xstate.error.actor.signOut') expect(real.context.error).toBeNull()
        },
        signingIn: ({ real, event }) => {
          expect(signIn.inputs.at(-1)).toEqual(event.body)
          expect(real.context.error).toBeNull()
          expect(selectIsSignedIn(real)).toBe(false)
        },
        signingUp: ({ real, event }) => {
          expect(signUp.inputs.at(-1)).toEqual({ body: event.body, isFreeTier: event.isFreeTier })
          expect(real.context.error).toBeNull()
        },
        signedIn: ({ real, event, before }) => {
          const user = selectUser(real)!
          expect(selectIsSignedIn(real)).toBe(true)
          expect(selectRole(real)).toBe(ROLE_NAME[user.user_role_id])
          if (event.type.startsWith('xstate.done.actor.')) {
            expect(user).toEqual(event.output)
            expect(persisted.at(-1)).toEqual(event.output)
            expect(real.context.isNewUser).toBe(event.output.last_logged_in === null)
          }
          const previous = before.context.user
          if (event.type === 'auth.userUpdated' && previous) {
            const sameAccount = previous.id === event.user.id
            const { access_token, expires_at, last_logged_in } = previous
            expect(user).toEqual(
              sameAccount
                ? { ...previous, ...event.user, access_token, expires_at, last_logged_in }
                : previous,
            )
            expect(real.context.isNewUser).toBe(before.context.isNewUser)
            if (sameAccount) expect(persisted.at(-1)).toEqual(user)
          }
        },
        signingOut: ({ real }) => {
          expect(signOut.inputs.at(-1)).toEqual({ user: real.context.user })
          expect(selectIsSignedIn(real)).toBe(true)
        },
      },
    })
  })
})

describe('authMachine profile refresh', () => {
  it('keeps a new student new for the session when GET /users/information already counts this sign-in', async () => {
    const persisted: Array<SessionUser | null> = []
    const firstSignIn = sessionUser({ id: 7, first_name: 'Wei', last_logged_in: null })
    const actor = createActor(
      authMachine.provide({
        actors: { signIn: fromPromise(async () => firstSignIn) },
        actions: { persistUser: ({ context }) => void persisted.push(context.user) },
      }),
      { input: { storedUser: null } },
    ).start()
    actor.send({ type: 'auth.signIn', body: { login_type: 'username', username: 'wei', password: 'pw' } })
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(actor.getSnapshot().context.isNewUser).toBe(true)

    const { access_token: _t, expires_at: _e, ...profile } = firstSignIn
    const refreshed = { ...profile, first_name: 'Wei Ling', last_logged_in: '2026-11-24T01:00:00.000Z' }
    actor.send({ type: 'auth.userUpdated', user: refreshed })
    const user = selectUser(actor.getSnapshot())
    expect(user?.first_name).toBe('Wei Ling')
    expect(user?.last_logged_in).toBeNull()
    expect(actor.getSnapshot().context.isNewUser).toBe(true)
    // A reload restores the stored user: still this student's first session.
    const reloaded = createActor(authMachine, { input: { storedUser: persisted.at(-1) ?? null } })
    expect(reloaded.getSnapshot().context.isNewUser).toBe(true)
  })
})

describe('authMachine start', () => {
  it('starts signed in only with a stored user whose session has not expired', () => {
    const initial = (storedUser: SessionUser | null) =>
      createActor(authMachine, { input: { storedUser } }).getSnapshot()
    expect(initial(returningStudent).value).toBe('signedIn')
    expect(initial(newParent).context.isNewUser).toBe(true)
    const expired = initial(expiredStudent)
    expect(expired.value).toBe('signedOut')
    expect(expired.context.user).toBeNull()
    expect(initial(sessionUser({ expires_at: 'not a date' })).value).toBe('signedOut')
  })
})
