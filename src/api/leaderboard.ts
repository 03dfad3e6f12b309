import { queryOptions } from '@tanstack/react-query'
import { client } from './client'
import { expectStatus } from './errors'

// Spec §9: the leaderboard is cached per user (and by the server for half a minute; ADR 0059).
export const leaderboardKeys = { mine: (userId: number) => ['leaderboard', userId] as const }

export const leaderboardQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: leaderboardKeys.mine(userId),
    queryFn: async () => expectStatus(await client.leaderboard.getLeaderboard(), 200),
    staleTime: 30_000,
  })
