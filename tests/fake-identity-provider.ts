import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, exportPKCS8, generateKeyPair, type JWK, SignJWT } from 'jose'

export type FakeIdentity = { sub: string; email: string; given_name?: string; family_name?: string }

/**
 * A local identity provider speaking the real protocols: an OIDC JWKS and signed ID tokens (Google,
 * Apple), Apple's token endpoint, Canvas's OAuth2 token + profile API and D2L's token + whoami + user API.
 * Authorization codes are registered with `code(identity)`; each works once, as at the real providers.
 */
export async function startFakeIdentityProvider() {
  const { publicKey, privateKey } = await generateKeyPair('RS256')
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'fake-1', alg: 'RS256', use: 'sig' }
  const apple = await generateKeyPair('ES256', { extractable: true })
  const codes = new Map<string, FakeIdentity>()
  const accessTokens = new Map<string, FakeIdentity>()
  const seenClientSecrets: string[] = []
  let baseUrl = ''

  const idToken = (identity: FakeIdentity, issuer: string, audience: string) =>
    new SignJWT({
      email: identity.email,
      email_verified: true,
      given_name: identity.given_name,
      family_name: identity.family_name,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'fake-1' })
      .setSubject(identity.sub)
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey)

  const readForm = async (req: import('node:http').IncomingMessage) => {
    let body = ''
    for await (const chunk of req) body += chunk
    return new URLSearchParams(body)
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', baseUrl)
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const bearer = () => accessTokens.get((req.headers.authorization ?? '').replace('Bearer ', ''))
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] })
    if (req.method === 'POST' && ['/apple/token', '/canvas/token', '/d2l/token'].includes(url.pathname)) {
      const form = await readForm(req)
      const identity = codes.get(form.get('code') ?? '')
      codes.delete(form.get('code') ?? '')
      if (!identity || form.get('grant_type') !== 'authorization_code')
        return json(400, { error: 'invalid_grant' })
      if (url.pathname === '/apple/token') {
        seenClientSecrets.push(form.get('client_secret') ?? '')
        return json(200, {
          id_token: await idToken(identity, `${baseUrl}/apple`, form.get('client_id') ?? ''),
        })
      }
      const token = `at-${Math.random().toString(36).slice(2)}`
      accessTokens.set(token, identity)
      return json(200, { access_token: token, token_type: 'Bearer' })
    }
    if (url.pathname === '/canvas/api/v1/users/self/profile') {
      const who = bearer()
      if (!who) return json(401, { errors: [{ message: 'Invalid access token.' }] })
      return json(200, {
        id: Number(who.sub),
        name: `${who.given_name} ${who.family_name}`,
        primary_email: who.email,
      })
    }
    if (url.pathname === '/d2l/d2l/api/lp/1.43/users/whoami') {
      const who = bearer()
      if (!who) return json(401, {})
      return json(200, {
        Identifier: who.sub,
        FirstName: who.given_name,
        LastName: who.family_name,
        UniqueName: who.sub,
      })
    }
    if (url.pathname.startsWith('/d2l/d2l/api/lp/1.43/users/')) {
      const who = bearer()
      if (!who) return json(401, {})
      return json(200, { UserId: who.sub, ExternalEmail: who.email })
    }
    json(404, { error: 'not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    baseUrl,
    env: {
      GOOGLE_CLIENT_ID: 'lantern-google',
      GOOGLE_ISSUER: `${baseUrl}/google`,
      GOOGLE_JWKS_URL: `${baseUrl}/jwks`,
      APPLE_CLIENT_ID: 'lantern-apple',
      APPLE_TEAM_ID: 'TEAM123',
      APPLE_KEY_ID: 'KEY123',
      APPLE_PRIVATE_KEY: await exportPKCS8(apple.privateKey),
      APPLE_ISSUER: `${baseUrl}/apple`,
      APPLE_JWKS_URL: `${baseUrl}/jwks`,
      APPLE_TOKEN_URL: `${baseUrl}/apple/token`,
      CANVAS_BASE_URL: `${baseUrl}/canvas`,
      CANVAS_CLIENT_ID: 'canvas-client',
      CANVAS_CLIENT_SECRET: 'canvas-secret',
      CANVAS_TOKEN_URL: `${baseUrl}/canvas/token`,
      D2L_BASE_URL: `${baseUrl}/d2l`,
      D2L_CLIENT_ID: 'd2l-client',
      D2L_CLIENT_SECRET: 'd2l-secret',
      D2L_TOKEN_URL: `${baseUrl}/d2l/token`,
    },
    applePublicKey: apple.publicKey,
    seenClientSecrets,
    googleIdToken: (identity: FakeIdentity, audience = 'lantern-google') =>
      idToken(identity, `${baseUrl}/google`, audience),
    code(identity: FakeIdentity) {
      const c = `code-${Math.random().toString(36).slice(2)}`
      codes.set(c, identity)
      return c
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
