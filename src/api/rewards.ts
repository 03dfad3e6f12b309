import { queryOptions } from '@tanstack/react-query'
import { client } from './client'
import { expectStatus } from './errors'

export const rewardKeys = {
  all: (userId: number) => ['rewards', userId] as const,
  themes: (userId: number) => ['rewards', userId, 'themes'] as const,
  theme: (userId: number, themeId: number) => ['rewards', userId, 'themes', themeId] as const,
  badges: (userId: number) => ['rewards', userId, 'badges'] as const,
  fresh: (userId: number) => ['rewards', userId, 'new'] as const,
  calendar: (userId: number) => ['rewards', userId, 'calendar'] as const,
}

export const themesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: rewardKeys.themes(userId),
    queryFn: async () => expectStatus(await client.rewards.listCollectibleThemes(), 200),
  })

export const collectiblesQueryOptions = (userId: number, themeId: number) =>
  queryOptions({
    queryKey: rewardKeys.theme(userId, themeId),
    queryFn: async () =>
      expectStatus(await client.rewards.listCollectibles({ params: { id: themeId } }), 200),
  })

export const badgesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: rewardKeys.badges(userId),
    queryFn: async () => expectStatus(await client.rewards.listBadges(), 200),
  })

export const newRewardsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: rewardKeys.fresh(userId),
    queryFn: async () => expectStatus(await client.rewards.listNewRewards(), 200),
    staleTime: 0,
  })

export const streakCalendarQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: rewardKeys.calendar(userId),
    queryFn: async () => expectStatus(await client.rewards.getStreakCalendar(), 200),
  })

export async function markRewardsSeen(rewardIds: number[], level: number | null) {
  return expectStatus(await client.rewards.markRewardsSeen({ body: { reward_ids: rewardIds, level } }), 200)
}
