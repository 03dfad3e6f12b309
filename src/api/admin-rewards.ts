import { queryOptions } from '@tanstack/react-query'
import type { ServerInferResponseBody } from '@ts-rest/core'
import type { z } from 'zod'
import type { rewardsContract } from '../../contracts/rewards'
import { client } from './client'
import { expectStatus } from './errors'
import { queryClient } from './queryClient'

export type AdminTheme = ServerInferResponseBody<
  typeof rewardsContract.adminListCollectibleThemes,
  200
>['themes'][number]
export type AdminReward = AdminTheme['collectibles'][number]
export type RewardBody = z.input<typeof rewardsContract.adminCreateBadge.body>
export type ThemeBody = z.input<typeof rewardsContract.adminCreateCollectibleTheme.body>
export type Subject = { id: number; name: string }

export const adminRewardKeys = {
  all: ['admin', 'rewards'] as const,
  themes: ['admin', 'rewards', 'themes'] as const,
  badges: ['admin', 'rewards', 'badges'] as const,
  subjects: ['admin', 'rewards', 'subjects'] as const,
}

export const adminThemesQueryOptions = () =>
  queryOptions({
    queryKey: adminRewardKeys.themes,
    queryFn: async () => expectStatus(await client.rewards.adminListCollectibleThemes(), 200).themes,
    staleTime: 0,
  })

export const adminBadgesQueryOptions = () =>
  queryOptions({
    queryKey: adminRewardKeys.badges,
    queryFn: async () => expectStatus(await client.rewards.adminListBadges(), 200).badges,
    staleTime: 0,
  })

/** The subjects a rule may name: there is no subjects call, so they are read from the course catalogue. */
export const rewardSubjectsQueryOptions = () =>
  queryOptions({
    queryKey: adminRewardKeys.subjects,
    queryFn: async (): Promise<Subject[]> => {
      const { courses } = expectStatus(await client.courses.listCourses({ query: {} }), 200)
      const byId = new Map(courses.map((c) => [c.subject_id, c.subject_name]))
      return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.id - b.id)
    },
    staleTime: 5 * 60_000,
  })

/** What the editor works on: a new or existing badge, sticker (in its theme) or theme. */
export type RewardTarget = {
  kind: 'badge' | 'collectible' | 'theme'
  id: number | null
  /** A sticker's theme. */
  themeId?: number
  name: string
}

export async function saveRewardTarget(target: RewardTarget, body: RewardBody | ThemeBody) {
  const id = target.id
  if (target.kind === 'theme') {
    const theme = body as ThemeBody
    return id === null
      ? expectStatus(await client.rewards.adminCreateCollectibleTheme({ body: theme }), 201)
      : expectStatus(await client.rewards.adminUpdateCollectibleTheme({ params: { id }, body: theme }), 200)
  }
  const reward = body as RewardBody
  if (target.kind === 'badge')
    return id === null
      ? expectStatus(await client.rewards.adminCreateBadge({ body: reward }), 201)
      : expectStatus(await client.rewards.adminUpdateBadge({ params: { id }, body: reward }), 200)
  return id === null
    ? expectStatus(
        await client.rewards.adminCreateCollectible({ params: { id: target.themeId ?? 0 }, body: reward }),
        201,
      )
    : expectStatus(await client.rewards.adminUpdateCollectible({ params: { id }, body: reward }), 200)
}

export type RewardChange = 'delete' | 'retire' | 'restore'

/** Deletes a theme, badge or sticker nobody has earned, or takes one out of play (or back in). */
export async function changeRewardTarget(target: RewardTarget, change: RewardChange) {
  const id = target.id ?? 0
  if (change !== 'delete') {
    const body = { retired: change === 'retire' }
    if (target.kind === 'badge')
      return expectStatus(await client.rewards.adminUpdateBadge({ params: { id }, body }), 200)
    if (target.kind === 'collectible')
      return expectStatus(await client.rewards.adminUpdateCollectible({ params: { id }, body }), 200)
    throw new Error('A theme is not retired: retire its stickers instead.')
  }
  if (target.kind === 'badge')
    return expectStatus(await client.rewards.adminDeleteBadge({ params: { id } }), 200)
  if (target.kind === 'collectible')
    return expectStatus(await client.rewards.adminDeleteCollectible({ params: { id } }), 200)
  return expectStatus(await client.rewards.adminDeleteCollectibleTheme({ params: { id } }), 200)
}

/** The lists again after a change; a child's own lists too, since what they can earn changed. */
export function refreshRewards() {
  void queryClient.invalidateQueries({ queryKey: adminRewardKeys.all })
  void queryClient.invalidateQueries({ queryKey: ['rewards'] })
}
