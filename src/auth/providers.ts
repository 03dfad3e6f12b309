import type { LoginBody } from '../../contracts/auth'
import type { AppConfig, ProviderConfig } from '../config'
import { randomId } from '../random-id'

export type ProviderId = 'google' | 'apple' | 'canvas' | 'd2l'
export const PROVIDERS: { id: ProviderId; label: string }[] = [
  { id: 'google', label: 'Continue with Google' },
  { id: 'apple', label: 'Continue with Apple' },
  { id: 'canvas', label: 'Continue with Canvas' },
  { id: 'd2l', label: 'Continue with D2L Brightspace' },
]

const NONCE_KEY = 'lantern:google-nonce'

export function configuredProviders(
  config: AppConfig,
): { id: ProviderId; label: string; config: ProviderConfig }[] {
  return PROVIDERS.flatMap((p) => {
    const providerConfig = config.providers[p.id]
    return providerConfig ? [{ ...p, config: providerConfig }] : []
  })
}

/** The provider's sign-in page; it sends the browser back to /login with a code or an ID token. */
export function authorizeHref(id: ProviderId, config: ProviderConfig, origin: string): string {
  const url = new URL(config.authorizeUrl)
  url.searchParams.set('client_id', config.clientId)
  url.searchParams.set('redirect_uri', `${origin}/login`)
  url.searchParams.set('state', id)
  if (id === 'google') {
    // Google's implicit flow returns the ID token in the fragment, so it never reaches server logs.
    const nonce = randomId()
    sessionStorage.setItem(NONCE_KEY, nonce)
    url.searchParams.set('response_type', 'id_token')
    url.searchParams.set('scope', 'openid email profile')
    url.searchParams.set('nonce', nonce)
  } else {
    url.searchParams.set('response_type', 'code')
  }
  return url.toString()
}

export type ProviderReturn =
  | { kind: 'none' }
  | { kind: 'error'; provider: ProviderId | null; message: string }
  | { kind: 'signIn'; provider: ProviderId; body: LoginBody }

const isProvider = (value: string | null): value is ProviderId =>
  value === 'google' || value === 'apple' || value === 'canvas' || value === 'd2l'

const PROVIDER_NAME: Record<ProviderId, string> = {
  google: 'Google',
  apple: 'Apple',
  canvas: 'Canvas',
  d2l: 'D2L',
}
export const providerName = (id: ProviderId) => PROVIDER_NAME[id]

/** Reads what a provider appended to /login: `?code=&state=` or, for Google, `#id_token=&state=google`. */
export function readProviderReturn(search: string, hash: string): ProviderReturn {
  const query = new URLSearchParams(search)
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  const state = fragment.get('state') ?? query.get('state')
  if (!isProvider(state)) return { kind: 'none' }
  const error = fragment.get('error') ?? query.get('error')
  if (error) {
    const message =
      error === 'access_denied'
        ? `You cancelled signing in with ${PROVIDER_NAME[state]}.`
        : `${PROVIDER_NAME[state]} could not sign you in. Please try again or use another way to log in.`
    return { kind: 'error', provider: state, message }
  }
  const idToken = fragment.get('id_token')
  if (state === 'google' && idToken)
    return { kind: 'signIn', provider: state, body: { login_type: 'google', google_jwt: idToken } }
  const code = query.get('code')
  if (!code) return { kind: 'none' }
  if (state === 'apple')
    return { kind: 'signIn', provider: state, body: { login_type: 'apple', apple_auth_grant_code: code } }
  if (state === 'canvas')
    return { kind: 'signIn', provider: state, body: { login_type: 'canvas', canvas_code: code } }
  if (state === 'd2l') return { kind: 'signIn', provider: state, body: { login_type: 'd2l', d2l_code: code } }
  return { kind: 'none' }
}
