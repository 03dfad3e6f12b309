import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
import type { LoginBody } from '../contracts/auth'
import type { SessionUser, User } from '../contracts/common'
import { ROLE_NAME, type RoleName } from '../contracts/constants'
import { messageOf } from './errors'

type AuthContext = { user: SessionUser | null; error: string | null; isNewUser: boolean }
type SignUpInput = { body: unknown; isFreeTier: boolean }

export type AuthEvent =
  | { type: 'auth.signIn'; body: LoginBody }
  | { type: 'auth.signUp'; body: unknown; isFreeTier: boolean }
  | { type: 'auth.signOut' }
  | { type: 'auth.sessionExpired' }
  | { type: 'auth.userUpdated'; user: User }
  | { type: 'auth.clearError' }

function isLive(user: SessionUser | null): user is SessionUser {
  if (!user || typeof user.access_token !== 'string') return false
  return Date.parse(user.expires_at) > Date.now()
}

export const authMachine = setup({
  types: {
    input: {} as { storedUser: SessionUser | null },
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    signIn: fromPromise<SessionUser, LoginBody>(async () => {
      throw new Error('Signing in is not available.')
    }),
    signUp: fromPromise<SessionUser, SignUpInput>(async () => {
      throw new Error('Signing up is not available.')
    }),
    signOut: fromPromise<void, { user: SessionUser }>(async () => {}),
  },
  actions: {
    persistUser: () => {},
    clearClientState: () => {},
    startSession: assign((_, user: SessionUser) => ({
      user,
      // Spec §4: the sign-in reply has no last_logged_in the first time this account signs in.
      isNewUser: user.last_logged_in === null,
      error: null,
    })),
    endSession: assign({ user: null, isNewUser: false }),
    showError: assign((_, { error }: { error: unknown }) => ({ error: messageOf(error) })),
    clearError: assign({ error: null }),
    mergeProfile: assign(({ context }, user: User) => ({
      user: context.user && {
        ...context.user,
        ...user,
        access_token: context.user.access_token,
        expires_at: context.user.expires_at,
        // Spec §4 ("flagged new when last_logged_in is absent"): the sign-in reply says when the account last
        // signed in before this session; a profile refresh already counts this sign-in, so it would turn a new
        // student into a returning one (first-login prompts and encouragement) mid-session.
        last_logged_in: context.user.last_logged_in,
      },
    })),
  },
  guards: {
    hasLiveStoredUser: ({ context }) => isLive(context.user),
    hasStoredUser: ({ context }) => context.user !== null,
    isSameUser: ({ context }, user: User) => context.user?.id === user.id,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    user: input.storedUser,
    error: null,
    isNewUser: input.storedUser?.last_logged_in === null,
  }),
  initial: 'restoring',
  states: {
    // Transient: the snapshot never rests here.
    restoring: {
      always: [
        { guard: 'hasLiveStoredUser', target: 'signedIn' },
        { guard: 'hasStoredUser', target: 'signedOut', actions: ['endSession', 'clearClientState'] },
        { target: 'signedOut', actions: 'endSession' },
      ],
    },
    signedOut: {
      on: {
        'auth.signIn': { target: 'signingIn', actions: 'clearError' },
        'auth.signUp': { target: 'signingUp', actions: 'clearError' },
        'auth.clearError': { actions: 'clearError' },
      },
    },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          assertEvent(event, 'auth.signIn')
          return event.body
        },
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'startSession', params: ({ event }) => event.output }, 'persistUser'],
        },
        onError: {
          target: 'signedOut',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signingUp: {
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ event }) => {
          assertEvent(event, 'auth.signUp')
          return { body: event.body, isFreeTier: event.isFreeTier }
        },
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'startSession', params: ({ event }) => event.output }, 'persistUser'],
        },
        onError: {
          target: 'signedOut',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signedIn: {
      on: {
        'auth.signOut': 'signingOut',
        'auth.sessionExpired': { target: 'signedOut', actions: ['endSession', 'clearClientState'] },
        'auth.userUpdated': {
          // A reply that arrives after switching accounts must not overwrite the new account.
          guard: { type: 'isSameUser', params: ({ event }) => event.user },
          actions: [{ type: 'mergeProfile', params: ({ event }) => event.user }, 'persistUser'],
        },
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ user: context.user! }),
        // The token may already be dead on the server, so a failed call still signs out here.
        onDone: { target: 'signedOut', actions: ['endSession', 'clearClientState'] },
        onError: { target: 'signedOut', actions: ['endSession', 'clearClientState'] },
      },
      on: {
        'auth.sessionExpired': { target: 'signedOut', actions: ['endSession', 'clearClientState'] },
      },
    },
  },
})

type AuthSnapshot = SnapshotFrom<typeof authMachine>

export const selectUser = (snapshot: AuthSnapshot): SessionUser | null => snapshot.context.user
export const selectRole = (snapshot: AuthSnapshot): RoleName | null => {
  const { user } = snapshot.context
  return user ? ROLE_NAME[user.user_role_id] : null
}
export const selectIsSignedIn = (snapshot: AuthSnapshot): boolean => snapshot.context.user !== null
