/** What the leaderboard modal may show (product.md §4 "The leaderboard modal logic returns results, joinNew or nothing"). */
export type ModalChoice = 'results' | 'joinNew' | 'nothing'

/** The modal-seen flags kept in local storage per user: the period each modal was last seen for. */
export type ModalSeen = { results: string | null; current: string | null }

export type ModalPeriod = {
  previous: { end_date: string } | null
  current: { start_date: string; end_date: string }
  in_progress: boolean
  assigned: boolean
}

export const NOTHING_SEEN: ModalSeen = { results: null, current: null }

const dayBefore = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - 1)
  return d.toISOString().slice(0, 10)
}

/**
 * The date windows: last week's results are news only in the week right after it, and once; "you are in a new
 * league" is news once a week, for a child who is in one this week or played last week. Results come first.
 */
export function modalToShow(period: ModalPeriod, seen: ModalSeen): ModalChoice {
  const { previous, current } = period
  if (previous && previous.end_date === dayBefore(current.start_date) && seen.results !== previous.end_date)
    return 'results'
  if (period.in_progress && (period.assigned || previous) && seen.current !== current.start_date)
    return 'joinNew'
  return 'nothing'
}

/** The local-storage key of a user's modal-seen flags. */
export const modalSeenKey = (userId: number) => `lantern.leaderboardModal.${userId}`

export function parseSeen(raw: string | null): ModalSeen {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<ModalSeen> | null
    const text = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null)
    return { results: text(value?.results), current: text(value?.current) }
  } catch {
    return NOTHING_SEEN
  }
}
