import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor } from 'xstate'
import type { SessionUser, User } from '../contracts/common'
import { ROLE_NAME, USER_ROLE } from '../contracts/constants'
import { type AuthEvent, authMachine, selectIsSignedIn, selectRole, selectUser } from './auth.machine'
import { sessionUser } from './fixtures'
import {
  controlledActors,
  createTestModelWithActors,
  declaredTransitions,
  doneEvent,
  errorEvent,
  pathName,
  reachedStates,
  walkedTransitions,
  walkPath,
} from './testing'

const returningStudent = sessionUser()
const newParent = sessionUser({
  id: 2,
  user_role_id: USER_ROLE.PARENT,
  last_logged_in: null,
  access_token: 'token-parent',
})
const { access_token: _token, expires_at: _expiry, ...studentProfile } = returningStudent
const renamed: User = { ...studentProfile, first_name: 'Meiling', last_logged_in: '2026-11-21T08:00:00.000Z' }
const stranger: User = { ...studentProfile, id: 99, first_name: 'Someone else' }

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

const inputs = {
  'no stored user': { storedUser: null },
  'a live stored user': { storedUser: returningStudent },
  'an expired stored user': { storedUser: sessionUser({ expires_at: '2020-01-01T00:00:00.000Z' }) },
} satisfies Record<string, { storedUser: SessionUser | null }>

function modelFor(input: { storedUser: SessionUser | null }) {
  return createTestModelWithActors(authMachine, { input, events })
}

/** The side effects each event must cause: the spec's rules, written independently of the machine. */
function expectedEffects(event: AnyEventObject, before: SessionUser | null, input: { storedUser: unknown }) {
  switch (event.type) {
    case 'xstate.init':
      return input.storedUser && input.storedUser !== inputs['a live stored user'].storedUser ? ['clear'] : []
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

describe.each(Object.entries(inputs))('authMachine starting with %s', (_, input) => {
  const paths = modelFor(input).getShortestPaths()

  it.each(paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    const effects: string[] = []
    const invocations = new Map<string, unknown>()
    const persisted: Array<SessionUser | null> = []
    const actors = controlledActors((src, actorInput) => {
      effects.push(`invoke ${src}`)
      invocations.set(src, actorInput)
    })
    const actor = createActor(
      authMachine.provide({
        actors: {
          signIn: actors.create('signIn'),
          signUp: actors.create('signUp'),
          signOut: actors.create('signOut'),
        },
        actions: {
          persistUser: ({ context }) => {
            effects.push('persist')
            persisted.push(context.user)
          },
          clearClientState: () => effects.push('clear'),
        },
      }),
      { input },
    ).start()

    let lastEvent: AnyEventObject = { type: 'xstate.init' }
    let userBefore: SessionUser | null = null
    const run = (event: AnyEventObject) => {
      lastEvent = event
      userBefore = actor.getSnapshot().context.user
      effects.length = 0
      if (!actors.settle(event)) actor.send(event as AuthEvent)
    }

    const expectLikeModel = (model: ReturnType<typeof actor.getSnapshot>) => {
      const real = actor.getSnapshot()
      expect(real.value).toEqual(model.value)
      expect(real.context).toEqual(model.context)
      expect(effects).toEqual(expectedEffects(lastEvent, userBefore, input))
      return real
    }

    await walkPath(path, run, {
      signedOut: (model) => {
        const real = expectLikeModel(model)
        expect(selectUser(real)).toBeNull()
        expect(selectRole(real)).toBeNull()
        expect(selectIsSignedIn(real)).toBe(false)
        expect(real.context.isNewUser).toBe(false)
        if (
          lastEvent.type === 'xstate.error.actor.signIn' ||
          lastEvent.type === 'xstate.error.actor.signUp'
        ) {
          expect(real.context.error).toBe(lastEvent.error.message)
        }
        if (lastEvent.type === 'auth.clearError') expect(real.context.error).toBeNull()
        if (lastEvent.type === 'xstate.error.actor.signOut') expect(real.context.error).toBeNull()
      },
      signingIn: (model) => {
        const real = expectLikeModel(model)
        expect(invocations.get('signIn')).toEqual(lastEvent.body)
        expect(real.context.error).toBeNull()
        expect(selectIsSignedIn(real)).toBe(false)
      },
      signingUp: (model) => {
        const real = expectLikeModel(model)
        expect(invocations.get('signUp')).toEqual({ body: lastEvent.body, isFreeTier: lastEvent.isFreeTier })
        expect(real.context.error).toBeNull()
      },
      signedIn: (model) => {
        const real = expectLikeModel(model)
        const user = selectUser(real)!
        expect(selectIsSignedIn(real)).toBe(true)
        expect(selectRole(real)).toBe(ROLE_NAME[user.user_role_id])
        if (lastEvent.type.startsWith('xstate.done.actor.')) {
          expect(user).toEqual(lastEvent.output)
          expect(persisted.at(-1)).toEqual(lastEvent.output)
          expect(real.context.isNewUser).toBe(lastEvent.output.last_logged_in === null)
        }
        const before: SessionUser | null = userBefore
        if (lastEvent.type === 'auth.userUpdated' && before) {
          const sameAccount = before.id === lastEvent.user.id
          const { access_token, expires_at } = before
          expect(user).toEqual(
            sameAccount ? { ...before, ...lastEvent.user, access_token, expires_at } : before,
          )
          if (sameAccount) expect(persisted.at(-1)).toEqual(user)
        }
      },
      signingOut: (model) => {
        const real = expectLikeModel(model)
        expect(invocations.get('signOut')).toEqual({ user: real.context.user })
        expect(selectIsSignedIn(real)).toBe(true)
      },
    })
    actor.stop()
  })
})

describe('authMachine coverage', () => {
  const paths = Object.values(inputs).flatMap((input) => modelFor(input).getShortestPaths())

  it('reaches every resting state', () => {
    expect([...reachedStates(paths)].sort()).toEqual(
      ['signedIn', 'signedOut', 'signingIn', 'signingOut', 'signingUp'].sort(),
    )
  })

  it('walks every declared transition', () => {
    const walked = walkedTransitions(paths)
    const missing = [...declaredTransitions(authMachine)].filter((transition) => !walked.has(transition))
    expect(missing).toEqual([])
  })

  it('starts signed in only with a stored user whose session has not expired', () => {
    const initial = (storedUser: SessionUser | null) =>
      createActor(authMachine, { input: { storedUser } }).getSnapshot()
    expect(initial(returningStudent).value).toBe('signedIn')
    expect(initial(newParent).context.isNewUser).toBe(true)
    const expired = initial(sessionUser({ expires_at: '2020-01-01T00:00:00.000Z' }))
    expect(expired.value).toBe('signedOut')
    expect(expired.context.user).toBeNull()
    expect(initial(sessionUser({ expires_at: 'not a date' })).value).toBe('signedOut')
  })
})
