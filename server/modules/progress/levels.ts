/**
 * Level n starts at 1000 × n(n−1)/2 XP: level 2 at 1,000 (the spec's level-1 ceiling), level 3 at 3,000,
 * level 4 at 6,000: each level takes a little longer than the last, as children expect of games.
 */
export const levelBase = (level: number) => (1000 * level * (level - 1)) / 2

export function levelFor(xp: number) {
  let level = 1
  while (levelBase(level + 1) <= xp) level++
  return { xp, level, current_level_base_xp: levelBase(level), next_level_xp: levelBase(level + 1) }
}

/** XP per half mark earned the first time on a question; a worksheet's first completion earns a bonus. */
export const XP_PER_HALF_MARK = 5
export const WORKSHEET_COMPLETION_XP = 20
/** What PATCH /users/xp may add in one day, so a client cannot farm XP it claims for itself. */
export const CLAIMED_XP_DAILY_CAP = 100
