import { queryOptions } from '@tanstack/react-query'
import { client } from './client'
import { expectStatus } from './errors'

// One-time links: a failed check will not get better by retrying, and a result must not be reused later.
export const magicLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'magic-link', token],
    queryFn: async () => expectStatus(await client.auth.validateMagicLink({ params: { token } }), 200),
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  })

export const loginLinkQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['auth', 'login-link', id],
    queryFn: async () => expectStatus(await client.auth.exchangeLoginLink({ params: { id } }), 200),
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  })
