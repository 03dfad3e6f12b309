import { useNavigate } from '@tanstack/react-router'
import type { LoginBody } from '../../contracts/auth'
import type { ApiError } from '../api/errors'
import { loadRouteGuard } from '../router/guard'
import { useSearchParams } from '../router/useSearchParams'
import { lastAuthFailure, settle } from './actor'

export type SignInResult = { ok: true } | { ok: false; message: string; failure: ApiError | null }

/** Signs in through the auth actor, then goes to the login page's `redirect` or the user's landing page. */
export function useSignIn() {
  const navigate = useNavigate()
  const search = useSearchParams()
  return async (body: LoginBody): Promise<SignInResult> => {
    const snapshot = await settle({ type: 'auth.signIn', body })
    const { user, error } = snapshot.context
    if (snapshot.matches('signedIn') && user) {
      const { loginRedirectTarget } = await loadRouteGuard()
      await navigate({ href: loginRedirectTarget(search, user), replace: true })
      return { ok: true }
    }
    return {
      ok: false,
      message: error ?? 'We could not log you in. Please try again.',
      failure: lastAuthFailure(),
    }
  }
}
