/** The student's XP and level as GET /users/xp gives them. */
export type XpStatus = { xp: number; level: number; next_level_xp: number; current_level_base_xp: number }

export type LevelProgress = {
  level: number
  /** Fractions of the current level, 0 to 1: where the bar starts and where it ends. */
  from: number
  to: number
  /** XP into the current level, and the XP the level spans. */
  into: number
  span: number
  leveledUp: boolean
}

const clamp = (n: number) => Math.min(1, Math.max(0, n))

/**
 * The level bar of the results screen: from the XP before this practice to the XP now, within the level the
 * server says she is at. A level reached in this practice starts the bar from empty.
 */
export function levelProgress(status: XpStatus, xpBefore: number): LevelProgress {
  const span = Math.max(1, status.next_level_xp - status.current_level_base_xp)
  const into = Math.max(0, status.xp - status.current_level_base_xp)
  const before = Math.min(status.xp, xpBefore)
  const leveledUp = before < status.current_level_base_xp
  return {
    level: status.level,
    from: leveledUp ? 0 : clamp((before - status.current_level_base_xp) / span),
    to: clamp(into / span),
    into,
    span,
    leveledUp,
  }
}

/**
 * The XP before this practice: what the page knew when the results opened (the library or the player read it
 * before the practice), or else the XP now less what the hand-in paid. Checked answers in practice pay as they
 * go (ADR 0062), so the hand-in's XP alone can be 0 when the practice earned some.
 */
export const xpBeforeOf = (xpNow: number, earnedAtHandIn: number, known: number | undefined) =>
  Math.min(known ?? Number.POSITIVE_INFINITY, xpNow - Math.max(0, earnedAtHandIn))
