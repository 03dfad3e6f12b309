import { QueryClient } from '@tanstack/react-query'
import { retryDelay, shouldRetry } from '../../machines/queryRetry'

const FIVE_MINUTES = 5 * 60 * 1000

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: FIVE_MINUTES, gcTime: FIVE_MINUTES },
      mutations: { retry: false },
    },
  })
}

export const queryClient = createQueryClient()
