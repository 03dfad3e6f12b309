import { type ApiFetcher, initClient, tsRestFetchApi } from '@ts-rest/core'
import { getSessionUser, notifyUnauthorized } from '../auth/session'
import { contract } from './contract'

const api: ApiFetcher = async (args) => {
  const user = getSessionUser()
  const headers = user ? { ...args.headers, authorization: `Bearer ${user.access_token}` } : args.headers
  // Absolute, so the same client works in the browser and under Node's fetch in tests.
  const path = new URL(args.path, globalThis.location?.origin ?? 'http://localhost').toString()
  const response = await tsRestFetchApi({ ...args, path, headers })
  if (response.status === 401) notifyUnauthorized()
  return response
}

export const client = initClient(contract, {
  baseUrl: '',
  api,
  validateResponse: false,
  throwOnUnknownStatus: false,
})
