import { createRemoteJWKSet, importPKCS8, type JWTPayload, jwtVerify, SignJWT } from 'jose'
import type { AppleConfig, Config, LmsConfig, OidcProviderConfig } from '../../config'
import { notConfigured, unauthorized } from '../../errors'

/** Who an outside provider says the person is. */
export type ExternalIdentity = {
  provider: 'google' | 'apple' | 'canvas' | 'd2l'
  subject: string
  email: string | null
  emailVerified: boolean
  firstName: string | null
  lastName: string | null
}

const PROVIDER_LABEL = { google: 'Google', apple: 'Apple', canvas: 'Canvas', d2l: 'D2L Brightspace' } as const

function requireProvider<T>(cfg: T | undefined, provider: keyof typeof PROVIDER_LABEL): T {
  if (!cfg) {
    throw notConfigured(
      `${PROVIDER_LABEL[provider]} sign-in is not set up on this server. Sign in with your email or username instead.`,
    )
  }
  return cfg
}

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>()
const jwks = (url: string) => {
  let set = jwksCache.get(url)
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 })
    jwksCache.set(url, set)
  }
  return set
}

async function verifyIdToken(token: string, cfg: OidcProviderConfig, provider: 'google' | 'apple') {
  try {
    const { payload } = await jwtVerify(token, jwks(cfg.jwksUrl), {
      issuer: cfg.issuer,
      audience: cfg.clientId,
      clockTolerance: 30,
    })
    return payload
  } catch {
    throw unauthorized(`We could not verify your ${PROVIDER_LABEL[provider]} sign-in. Please try again.`)
  }
}

const claim = (p: JWTPayload, key: string) => (typeof p[key] === 'string' ? (p[key] as string) : null)
const verified = (p: JWTPayload) => p.email_verified === true || p.email_verified === 'true'

export async function verifyGoogle(config: Config, idToken: string): Promise<ExternalIdentity> {
  const cfg = requireProvider(config.google, 'google')
  const p = await verifyIdToken(idToken, cfg, 'google')
  return {
    provider: 'google',
    subject: String(p.sub),
    email: claim(p, 'email')?.toLowerCase() ?? null,
    emailVerified: verified(p),
    firstName: claim(p, 'given_name'),
    lastName: claim(p, 'family_name'),
  }
}

/** Apple wants a client secret that is a short-lived ES256 JWT signed with the team's key. */
async function appleClientSecret(cfg: AppleConfig) {
  const key = await importPKCS8(cfg.privateKey, 'ES256')
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: cfg.keyId })
    .setIssuer(cfg.teamId)
    .setSubject(cfg.clientId)
    .setAudience(cfg.issuer)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key)
}

async function postForm(url: string, form: Record<string, string>, provider: keyof typeof PROVIDER_LABEL) {
  let res: Response
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(8000),
    })
  } catch {
    throw unauthorized(`${PROVIDER_LABEL[provider]} did not answer. Please try again in a minute.`)
  }
  if (!res.ok) {
    throw unauthorized(`${PROVIDER_LABEL[provider]} did not accept this sign-in. Please start again.`)
  }
  return (await res.json()) as Record<string, unknown>
}

export async function exchangeApple(config: Config, code: string): Promise<ExternalIdentity> {
  const cfg = requireProvider(config.apple, 'apple')
  const tokens = await postForm(
    cfg.tokenUrl,
    {
      grant_type: 'authorization_code',
      code,
      client_id: cfg.clientId,
      client_secret: await appleClientSecret(cfg),
      redirect_uri: cfg.redirectUri,
    },
    'apple',
  )
  if (typeof tokens.id_token !== 'string')
    throw unauthorized('Apple did not return an identity. Please try again.')
  const p = await verifyIdToken(tokens.id_token, cfg, 'apple')
  return {
    provider: 'apple',
    subject: String(p.sub),
    email: claim(p, 'email')?.toLowerCase() ?? null,
    emailVerified: verified(p),
    firstName: null,
    lastName: null,
  }
}

async function getJson(url: string, accessToken: string, provider: 'canvas' | 'd2l') {
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(8000),
  }).catch(() => null)
  if (!res?.ok)
    throw unauthorized(`We could not read your ${PROVIDER_LABEL[provider]} profile. Please try again.`)
  return (await res.json()) as Record<string, unknown>
}

async function lmsAccessToken(cfg: LmsConfig, code: string, provider: 'canvas' | 'd2l') {
  const tokens = await postForm(
    cfg.tokenUrl,
    {
      grant_type: 'authorization_code',
      code,
      client_id: cfg.clientId,
      client_secret: cfg.clientSecret,
      redirect_uri: cfg.redirectUri,
    },
    provider,
  )
  if (typeof tokens.access_token !== 'string')
    throw unauthorized(`${PROVIDER_LABEL[provider]} sign-in failed.`)
  return tokens.access_token
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null)

/** Canvas LMS OAuth2: code → token → /api/v1/users/self/profile. */
export async function exchangeCanvas(config: Config, code: string): Promise<ExternalIdentity> {
  const cfg = requireProvider(config.canvas, 'canvas')
  const token = await lmsAccessToken(cfg, code, 'canvas')
  const profile = await getJson(`${cfg.baseUrl}/api/v1/users/self/profile`, token, 'canvas')
  const [first, ...rest] = String(profile.name ?? '').split(' ')
  return {
    provider: 'canvas',
    subject: String(profile.id),
    email: str(profile.primary_email)?.toLowerCase() ?? null,
    // Canvas only lists confirmed communication channels as primary_email.
    emailVerified: Boolean(profile.primary_email),
    firstName: first || null,
    lastName: rest.join(' ') || null,
  }
}

/** D2L Brightspace OAuth2: code → token → whoami, then the user record for the email. */
export async function exchangeD2l(config: Config, code: string): Promise<ExternalIdentity> {
  const cfg = requireProvider(config.d2l, 'd2l')
  const token = await lmsAccessToken(cfg, code, 'd2l')
  const who = await getJson(`${cfg.baseUrl}/d2l/api/lp/1.43/users/whoami`, token, 'd2l')
  const id = String(who.Identifier)
  const user = await getJson(
    `${cfg.baseUrl}/d2l/api/lp/1.43/users/${encodeURIComponent(id)}`,
    token,
    'd2l',
  ).catch(() => ({}) as Record<string, unknown>)
  const email = str(user.ExternalEmail)?.toLowerCase() ?? null
  return {
    provider: 'd2l',
    subject: id,
    email,
    emailVerified: Boolean(email),
    firstName: str(who.FirstName),
    lastName: str(who.LastName),
  }
}
