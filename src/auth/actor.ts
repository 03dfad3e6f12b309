import { useSelector } from '@xstate/react'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { LoginBody } from '../../contracts/auth'
import type { SessionUser } from '../../contracts/common'
import { authMachine, selectUser } from '../../machines/auth.machine'
import { dataState } from '../../machines/dataState'
import { client } from '../api/client'
import { type ApiError, apiErrorFrom } from '../api/errors'
import { queryClient } from '../api/queryClient'
import { observe } from '../devtools/observe'
import { ACTIVATION_CODE_KEY } from './activation-code'
import { readStoredUser, setSessionUser, USER_STORAGE_KEY } from './session'

const LOCAL_KEYS = [
  USER_STORAGE_KEY,
  'cart',
  'selected_course',
  'chat_history',
  'survey_status',
  'apple_claims',
  'google_claims',
  // When the Lite nudge was last shown on this device: the next person here starts afresh.
  'premium_nudge_shown_at',
  // A code carried through sign-in belongs to whoever was signing in, not to the next person here.
  ACTIVATION_CODE_KEY,
]

/** Spec §4: signing out clears the user, cart, chat history, surveys, provider claims, course and cache. */
export function clearClientState(): void {
  for (const key of LOCAL_KEYS) localStorage.removeItem(key)
  for (const key of Object.keys(sessionStorage)) {
    // The chat's history and the coach's own keys (fired triggers, a viewed practice, the speaker test).
    if (key.toLowerCase().includes('chat') || key.startsWith('coach.')) sessionStorage.removeItem(key)
  }
  queryClient.clear()
  setSessionUser(null)
}

export function persistUser(user: SessionUser | null): void {
  if (!user) return
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user))
  setSessionUser(user)
}

/** The last failed sign-in or sign-up, with its per-field issues (the machine keeps only the message). */
let lastFailure: ApiError | null = null
export function lastAuthFailure(): ApiError | null {
  return lastFailure
}

async function call<T>(request: () => Promise<{ status: number; body: unknown }>, ok: number): Promise<T> {
  lastFailure = null
  const response = await request()
  if (response.status === ok) return response.body as T
  lastFailure = apiErrorFrom(response)
  throw lastFailure
}

export const appAuthMachine = authMachine.provide({
  actors: {
    signIn: fromPromise<SessionUser, LoginBody>(({ input }) =>
      call(() => client.auth.login({ body: input }), 200),
    ),
    signUp: fromPromise<SessionUser, { body: unknown; isFreeTier: boolean }>(({ input }) =>
      call(
        () =>
          client.auth.signup({
            body: input.body as Parameters<typeof client.auth.signup>[0]['body'],
            query: input.isFreeTier ? { is_free_tier: true } : {},
          }),
        201,
      ),
    ),
    signOut: fromPromise<void, { user: SessionUser }>(async () => {
      await client.auth.logout()
    }),
  },
  actions: {
    persistUser: ({ context }) => persistUser(context.user),
    clearClientState,
  },
})

/** The one auth actor of the app, created when the first page that needs it loads. */
export const authActor = createActor(appAuthMachine, {
  input: { storedUser: readStoredUser() },
  inspect: observe,
})
authActor.start()

// The auth flow spans the whole page, so its root is the document's: <html data-flow="auth" data-state="signedIn">,
// the hook QA paths check (docs/machines/README.md).
if (typeof document !== 'undefined') {
  const root = document.documentElement
  root.setAttribute('data-flow', 'auth')
  authActor.subscribe((snapshot) => root.setAttribute('data-state', dataState(snapshot.value)))
  root.setAttribute('data-state', dataState(authActor.getSnapshot().value))
}

export type AuthSnapshot = ReturnType<typeof authActor.getSnapshot>

export function useAuth<T>(selector: (snapshot: AuthSnapshot) => T): T {
  return useSelector(authActor, selector)
}

export function useAuthUser(): SessionUser | null {
  return useAuth(selectUser)
}

/** Sends an event and resolves once the machine leaves its busy state. */
export async function settle(event: Parameters<typeof authActor.send>[0]): Promise<AuthSnapshot> {
  authActor.send(event)
  return waitFor(
    authActor,
    (s) => !s.matches('signingIn') && !s.matches('signingUp') && !s.matches('signingOut'),
  )
}
