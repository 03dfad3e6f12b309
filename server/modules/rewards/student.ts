import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { FREEZE_EVERY_DAYS, MAX_STREAK_FREEZES } from '../../../contracts/rewards'
import type { AppContext } from '../../context'
import { badges, collectibles, collectibleThemes, studentRewardState, studentRewards } from '../../db/schema'
import { notFound } from '../../errors'
import { addDays, localDate, mondayOf } from '../progress/dates'
import { streakDaysOf } from '../progress/freeze-store'
import { getXp, settingsOf } from '../progress/service'
import { markSeen } from './award'
import { presentEarned, presentReward, subjectNames } from './present'

async function earnedOf(ctx: AppContext, studentId: number, kind: 'badge' | 'collectible') {
  const column = kind === 'badge' ? studentRewards.badgeId : studentRewards.collectibleId
  const rows = await ctx.db
    .select({ id: column, earnedAt: studentRewards.earnedAt })
    .from(studentRewards)
    .where(and(eq(studentRewards.studentId, studentId), isNotNull(column)))
  return new Map(rows.map((r) => [r.id ?? 0, r.earnedAt]))
}

/** A retired reward (ADR 0066) is still shown to the children who earned it, and to nobody else. */
const inPlay = (r: { id: number; retiredAt: Date | null }, earned: Map<number, unknown>) =>
  r.retiredAt === null || earned.has(r.id)

export async function listThemes(ctx: AppContext, studentId: number) {
  const themes = await ctx.db
    .select()
    .from(collectibleThemes)
    .orderBy(asc(collectibleThemes.position), asc(collectibleThemes.id))
  const items = await ctx.db
    .select({
      id: collectibles.id,
      themeId: collectibles.themeId,
      image: collectibles.image,
      retiredAt: collectibles.retiredAt,
    })
    .from(collectibles)
    .orderBy(asc(collectibles.position), asc(collectibles.id))
  const earned = await earnedOf(ctx, studentId, 'collectible')
  return {
    themes: themes.map((t) => {
      const mine = items.filter((i) => i.themeId === t.id && inPlay(i, earned))
      return {
        id: t.id,
        name: t.name,
        description: t.description,
        total: mine.length,
        earned: mine.filter((i) => earned.has(i.id)).length,
        cover: mine[0]?.image ?? null,
      }
    }),
  }
}

export async function listCollectibles(ctx: AppContext, studentId: number, themeId: number) {
  const [theme] = await ctx.db.select().from(collectibleThemes).where(eq(collectibleThemes.id, themeId))
  if (!theme) throw notFound('That sticker-book page does not exist. Go back to your sticker book.')
  const rows = await ctx.db
    .select()
    .from(collectibles)
    .where(eq(collectibles.themeId, themeId))
    .orderBy(asc(collectibles.position), asc(collectibles.id))
  const [earned, nameOf] = await Promise.all([earnedOf(ctx, studentId, 'collectible'), subjectNames(ctx.db)])
  return {
    theme: { id: theme.id, name: theme.name, description: theme.description },
    collectibles: rows
      .filter((r) => inPlay(r, earned))
      .map((r) => ({ ...presentReward(r, nameOf), ...presentEarned(earned.get(r.id)) })),
  }
}

export async function listBadges(ctx: AppContext, studentId: number) {
  const rows = await ctx.db.select().from(badges).orderBy(asc(badges.position), asc(badges.id))
  const [earned, nameOf] = await Promise.all([earnedOf(ctx, studentId, 'badge'), subjectNames(ctx.db)])
  return {
    badges: rows
      .filter((r) => inPlay(r, earned))
      .map((r) => ({ ...presentReward(r, nameOf), ...presentEarned(earned.get(r.id)) })),
  }
}

export async function listNewRewards(ctx: AppContext, studentId: number) {
  const rows = await ctx.db
    .select({ award: studentRewards, badge: badges, collectible: collectibles })
    .from(studentRewards)
    .leftJoin(badges, eq(badges.id, studentRewards.badgeId))
    .leftJoin(collectibles, eq(collectibles.id, studentRewards.collectibleId))
    .where(and(eq(studentRewards.studentId, studentId), isNull(studentRewards.seenAt)))
    .orderBy(asc(studentRewards.earnedAt), asc(studentRewards.id))
  const nameOf = await subjectNames(ctx.db)
  const rewards = rows.flatMap(({ award, badge, collectible }) => {
    const item = badge ?? collectible
    if (!item) return []
    const kind = badge ? ('badge' as const) : ('collectible' as const)
    return [{ ...presentReward(item, nameOf), id: award.id, kind }].map(({ subject_id: _s, ...rest }) => rest)
  })
  const [state] = await ctx.db
    .select({ levelSeen: studentRewardState.levelSeen })
    .from(studentRewardState)
    .where(eq(studentRewardState.studentId, studentId))
  const { level } = await getXp(ctx, studentId)
  // No row yet: nothing was marked since rewards began, so there is no level-up to celebrate.
  const levelUp = state && level > state.levelSeen ? { level, previous_level: state.levelSeen } : null
  return { rewards, level: levelUp }
}

export async function markRewardsSeen(
  ctx: AppContext,
  studentId: number,
  body: { reward_ids: number[]; level: number | null },
) {
  await ctx.db.transaction(async (tx) => {
    await markSeen(tx, studentId, body.reward_ids, new Date())
    if (body.level !== null)
      await tx
        .update(studentRewardState)
        .set({
          levelSeen: sql`greatest(${studentRewardState.levelSeen}, ${body.level})`,
          updatedAt: new Date(),
        })
        .where(eq(studentRewardState.studentId, studentId))
  })
  return { ok: true as const }
}

const CALENDAR_WEEKS = 5

export async function streakCalendar(ctx: AppContext, studentId: number, now = new Date()) {
  const { timeZone } = await settingsOf(ctx.db, studentId)
  const today = localDate(now, timeZone)
  const { practised, frozen, pending, state, run } = await streakDaysOf(ctx.db, studentId, today)
  const first = addDays(mondayOf(today), -7 * (CALENDAR_WEEKS - 1))
  const days = Array.from({ length: 7 * CALENDAR_WEEKS }, (_, i) => {
    const date = addDays(first, i)
    const state = practised.has(date)
      ? ('practised' as const)
      : frozen.has(date)
        ? ('frozen' as const)
        : date >= today
          ? ('upcoming' as const)
          : ('missed' as const)
    return { date, state }
  })
  // Freezes about to carry the streak over a missed day are as good as spent.
  const held = state.held - pending.length
  return {
    today,
    streak_days: run.days,
    freezes_held: held,
    max_freezes: MAX_STREAK_FREEZES,
    days_to_next_freeze:
      held >= MAX_STREAK_FREEZES ? null : FREEZE_EVERY_DAYS - (run.days % FREEZE_EVERY_DAYS),
    days,
  }
}
