import { asc, count, eq, isNotNull } from 'drizzle-orm'
import type { RewardRule } from '../../../contracts/rewards'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { badges, collectibles, collectibleThemes, studentRewards, subjects } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../errors'
import { presentReward, subjectNames } from './present'

type RewardInput = {
  name: string
  subject_id: number | null
  image: string
  alt: string
  rule: RewardRule
  position: number
}
type RewardPatch = Partial<RewardInput> & { retired?: boolean }
type ThemeInput = { name: string; description: string; position: number }
type RewardRow = typeof badges.$inferSelect
type Held = typeof studentRewards.badgeId | typeof studentRewards.collectibleId

const THEME_GONE = 'That theme does not exist (it may have been deleted). Reload the list.'
const COLLECTIBLE_GONE = 'That collectible does not exist (it may have been deleted). Reload the list.'
const RETIRE_INSTEAD = 'Retire it instead: it is no longer awarded, and they keep it.'
const BADGE_GONE = 'That badge does not exist (it may have been deleted). Reload the list.'

async function earnedCounts(db: Executor, column: Held) {
  const rows = await db
    .select({ id: column, n: count() })
    .from(studentRewards)
    .where(isNotNull(column))
    .groupBy(column)
  return new Map(rows.map((r) => [r.id ?? 0, r.n]))
}

async function present(db: Executor, rows: RewardRow[], column: Held) {
  const [nameOf, counts] = await Promise.all([subjectNames(db), earnedCounts(db, column)])
  return rows.map((r) => ({
    ...presentReward(r, nameOf),
    rule: r.rule,
    position: r.position,
    earned_count: counts.get(r.id) ?? 0,
    retired: r.retiredAt !== null,
  }))
}

/** A subject named by the reward or its rule must exist, or the rule could never be met. */
async function checkSubjects(db: Executor, input: Partial<RewardInput>) {
  const ids = [input.subject_id, input.rule && 'subject_id' in input.rule ? input.rule.subject_id : null]
  for (const id of ids) {
    if (!id) continue
    const [row] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, id))
    if (!row) throw badRequest(`There is no subject ${id}. Choose one of the subjects listed.`)
  }
}

const columnsOf = (input: RewardPatch) => ({
  ...(input.name !== undefined && { name: input.name }),
  ...(input.subject_id !== undefined && { subjectId: input.subject_id }),
  ...(input.image !== undefined && { image: input.image }),
  ...(input.alt !== undefined && { alt: input.alt }),
  ...(input.rule !== undefined && { rule: input.rule }),
  ...(input.position !== undefined && { position: input.position }),
  ...(input.retired !== undefined && { retiredAt: input.retired ? new Date() : null }),
})

export async function listThemesForAdmin(ctx: AppContext) {
  const themes = await ctx.db.select().from(collectibleThemes).orderBy(asc(collectibleThemes.position))
  const items = await ctx.db
    .select()
    .from(collectibles)
    .orderBy(asc(collectibles.position), asc(collectibles.id))
  const presented = await present(ctx.db, items, studentRewards.collectibleId)
  return {
    themes: themes.map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      position: t.position,
      collectibles: presented.filter((_, i) => items[i].themeId === t.id),
    })),
  }
}

async function themeById(ctx: AppContext, id: number) {
  const { themes } = await listThemesForAdmin(ctx)
  const theme = themes.find((t) => t.id === id)
  if (!theme) throw notFound(THEME_GONE)
  return theme
}

export async function createTheme(ctx: AppContext, input: ThemeInput) {
  const [row] = await ctx.db.insert(collectibleThemes).values(input).returning()
  return themeById(ctx, row.id)
}

export async function updateTheme(ctx: AppContext, id: number, input: Partial<ThemeInput>) {
  const [row] = await ctx.db
    .update(collectibleThemes)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(collectibleThemes.id, id))
    .returning()
  if (!row) throw notFound(THEME_GONE)
  return themeById(ctx, id)
}

/** Children keep what they earned: anything someone has earned cannot be deleted (409), only changed. */
async function refuseIfEarned(db: Executor, column: Held, ids: number[], what: string, instead: string) {
  const counts = await earnedCounts(db, column)
  const n = ids.reduce((total, id) => total + (counts.get(id) ?? 0), 0)
  if (n > 0)
    throw conflict(
      `${n} ${n === 1 ? 'child has' : 'children have'} already earned ${what}, and they keep what they earn. ${instead}`,
    )
}

export async function deleteTheme(ctx: AppContext, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [theme] = await tx
      .select()
      .from(collectibleThemes)
      .where(eq(collectibleThemes.id, id))
      .for('update')
    if (!theme) throw notFound(THEME_GONE)
    const items = await tx
      .select({ id: collectibles.id })
      .from(collectibles)
      .where(eq(collectibles.themeId, id))
    await refuseIfEarned(
      tx,
      studentRewards.collectibleId,
      items.map((i) => i.id),
      'stickers from this theme',
      'Retire its stickers instead: they are no longer awarded, and children keep the ones they have.',
    )
    await tx.delete(collectibleThemes).where(eq(collectibleThemes.id, id))
  })
  return { ok: true as const, message: 'Theme deleted.' }
}

export async function createCollectible(ctx: AppContext, themeId: number, input: RewardInput) {
  const [theme] = await ctx.db.select().from(collectibleThemes).where(eq(collectibleThemes.id, themeId))
  if (!theme) throw notFound(THEME_GONE)
  await checkSubjects(ctx.db, input)
  const [row] = await ctx.db
    .insert(collectibles)
    .values({ ...columnsOf(input), ...input, subjectId: input.subject_id, themeId })
    .returning()
  return (await present(ctx.db, [row], studentRewards.collectibleId))[0]
}

export async function updateCollectible(ctx: AppContext, id: number, input: RewardPatch) {
  await checkSubjects(ctx.db, input)
  const [row] = await ctx.db
    .update(collectibles)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(collectibles.id, id))
    .returning()
  if (!row) throw notFound(COLLECTIBLE_GONE)
  return (await present(ctx.db, [row], studentRewards.collectibleId))[0]
}

export async function deleteCollectible(ctx: AppContext, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(collectibles).where(eq(collectibles.id, id)).for('update')
    if (!row) throw notFound(COLLECTIBLE_GONE)
    await refuseIfEarned(tx, studentRewards.collectibleId, [id], 'this sticker', RETIRE_INSTEAD)
    await tx.delete(collectibles).where(eq(collectibles.id, id))
  })
  return { ok: true as const, message: 'Collectible deleted.' }
}

export async function listBadgesForAdmin(ctx: AppContext) {
  const rows = await ctx.db.select().from(badges).orderBy(asc(badges.position), asc(badges.id))
  return { badges: await present(ctx.db, rows, studentRewards.badgeId) }
}

export async function createBadge(ctx: AppContext, input: RewardInput) {
  await checkSubjects(ctx.db, input)
  const [row] = await ctx.db
    .insert(badges)
    .values({ ...columnsOf(input), ...input, subjectId: input.subject_id })
    .returning()
  return (await present(ctx.db, [row], studentRewards.badgeId))[0]
}

export async function updateBadge(ctx: AppContext, id: number, input: RewardPatch) {
  await checkSubjects(ctx.db, input)
  const [row] = await ctx.db
    .update(badges)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(badges.id, id))
    .returning()
  if (!row) throw notFound(BADGE_GONE)
  return (await present(ctx.db, [row], studentRewards.badgeId))[0]
}

export async function deleteBadge(ctx: AppContext, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(badges).where(eq(badges.id, id)).for('update')
    if (!row) throw notFound(BADGE_GONE)
    await refuseIfEarned(tx, studentRewards.badgeId, [id], 'this badge', RETIRE_INSTEAD)
    await tx.delete(badges).where(eq(badges.id, id))
  })
  return { ok: true as const, message: 'Badge deleted.' }
}
