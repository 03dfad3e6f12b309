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

/** Whose switch: a parent's own child, or a student of one of the teacher's classes (ADR 0059). */
export type HideTarget =
  | { kind: 'child'; childId: number }
  | { kind: 'class'; classId: number; studentId: number }

const visibilityKey = (target: HideTarget) =>
  target.kind === 'child'
    ? (['leaderboard', 'visibility', 'child', target.childId] as const)
    : (['leaderboard', 'visibility', 'class', target.classId, target.studentId] as const)

/** Whether a child appears on leaderboards, read fresh: a parent or a teacher may have changed it. */
export const leaderboardVisibilityQueryOptions = (target: HideTarget) =>
  queryOptions({
    queryKey: visibilityKey(target),
    queryFn: async () =>
      target.kind === 'child'
        ? expectStatus(
            await client.leaderboard.getChildLeaderboardVisibility({ params: { id: target.childId } }),
            200,
          )
        : expectStatus(
            await client.leaderboard.getClassStudentLeaderboardVisibility({
              params: { id: target.classId, studentId: target.studentId },
            }),
            200,
          ),
    staleTime: 0,
  })

export async function setLeaderboardVisibility(target: HideTarget, visible: boolean) {
  const reply =
    target.kind === 'child'
      ? await client.leaderboard.setChildLeaderboardVisibility({
          params: { id: target.childId },
          body: { visible },
        })
      : await client.leaderboard.setClassStudentLeaderboardVisibility({
          params: { id: target.classId, studentId: target.studentId },
          body: { visible },
        })
  return expectStatus(reply, 200)
}
