import { queryOptions } from '@tanstack/react-query'
import { client } from './client'
import { expectStatus } from './errors'

// Spec §9: streaks and XP are cached per user.
export const progressKeys = {
  all: (userId: number) => ['progress', userId] as const,
  xp: (userId: number) => ['progress', userId, 'xp'] as const,
  streaks: (userId: number) => ['progress', userId, 'streaks'] as const,
  hearts: (userId: number) => ['progress', userId, 'hearts'] as const,
}

export const xpQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: progressKeys.xp(userId),
    queryFn: async () => expectStatus(await client.progress.getXp(), 200),
  })

export const streaksQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: progressKeys.streaks(userId),
    queryFn: async () => expectStatus(await client.progress.getStreaks(), 200),
  })

export const heartStatusQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: progressKeys.hearts(userId),
    queryFn: async () => expectStatus(await client.progress.getHeartStatus(), 200),
  })
