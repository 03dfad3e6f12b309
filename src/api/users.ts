import { queryOptions } from '@tanstack/react-query'
import { client } from './client'
import { expectStatus } from './errors'

export const userInformationQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'information'],
    queryFn: async () => expectStatus(await client.users.getUserInformation(), 200),
  })
