import { type ApiFetcher, initClient, tsRestFetchApi } from '@ts-rest/core'
import type { Contract } from '../../contracts/index'
import { getSessionUser, notifyUnauthorized } from '../auth/session'
import { claimEarly } from './early'
import type { RouteTable } from './routes'
import { apiRoutes } from './routes.gen'

/** A reply read as ts-rest's own fetcher reads it: JSON, text, or a blob. */
async function replyOf(result: Response) {
  const contentType = result.headers.get('content-type') ?? ''
  const body =
    contentType.includes('application/') && contentType.includes('json')
      ? await result.json()
      : contentType.includes('text/')
        ? await result.text()
        : await result.blob()
  return { status: result.status, body, headers: result.headers }
}

const api: ApiFetcher = async (args) => {
  const user = getSessionUser()
  const headers = user ? { ...args.headers, authorization: `Bearer ${user.access_token}` } : args.headers
  // Absolute, so the same client works in the browser and under Node's fetch in tests.
  const path = new URL(args.path, globalThis.location?.origin ?? 'http://localhost').toString()
  // The entry may have asked for this page's data already (early.ts): that reply, once, instead of a second ask.
  const early = args.method === 'GET' ? claimEarly(path, user?.access_token) : null
  const response = early ? await replyOf(await early) : await tsRestFetchApi({ ...args, path, headers })
  if (response.status === 401) notifyUnauthorized()
  return response
}

/** ts-rest reads each route's `responses` (their status codes) when it makes the client: none are needed. */
function asRouter(table: RouteTable): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(table).map(([key, value]) => [
      key,
      typeof value.method === 'string' ? { ...value, responses: {} } : asRouter(value as RouteTable),
    ]),
  )
}

// The contract's routes without their schemas (routes.ts, ADR 0069): its types, not its zod objects.
export const client = initClient(asRouter(apiRoutes) as unknown as Contract, {
  baseUrl: '',
  api,
  validateResponse: false,
  throwOnUnknownStatus: false,
})
