import { USER_ROLE_IDS } from '../../../../../../contracts/constants'
import { roleLabelOf } from '../../../../../auth/roles'
import type { SessionLogSummary } from '../../../../../devtools/session-logs'

/** Who a recording belongs to, as staff ask about it: the person and their role, or a visitor. */
export function recordedFor(log: SessionLogSummary): string {
  if (log.visitor) return 'Visitor (not signed in)'
  const name = log.user_name?.trim() || `Account ${log.user_id}`
  const role = USER_ROLE_IDS.find((id) => id === log.user_role_id)
  return role === undefined ? name : `${name}, ${roleLabelOf({ user_role_id: role, teacher_role_id: null })}`
}

/** `quizSession#1` → `quizSession`: the machines a recording ran, without the per-page numbering. */
export const machinesOf = (actors: readonly string[]): string[] => [
  ...new Set(actors.map((actor) => actor.replace(/#\d+$/, ''))),
]

export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** Time since the recording began, to the millisecond, as the replay command prints it. */
export function offset(ms: number): string {
  const seconds = ms / 1000
  if (seconds < 60) return `+${seconds.toFixed(3)} s`
  const minutes = Math.floor(seconds / 60)
  return `+${minutes} min ${(seconds - minutes * 60).toFixed(3).padStart(6, '0')} s`
}
