import type { RewardRule } from '../../../contracts/rewards'
import { badgeArt, nightSky, toDataUrl } from '../../modules/rewards/artwork'
import type { Db } from '../client'
import { badges, collectibles, collectibleThemes, subjects } from '../schema'

type Seed = { name: string; art: string; alt: string; rule: RewardRule; subject?: string }

const NIGHT_SKY: Seed[] = [
  {
    name: 'Crescent moon',
    art: nightSky.moon,
    alt: 'A golden crescent moon on a starry sky',
    rule: { kind: 'worksheets', count: 1 },
  },
  {
    name: 'Paper lantern',
    art: nightSky.lantern,
    alt: 'A glowing orange paper lantern',
    rule: { kind: 'worksheets', count: 2 },
  },
  {
    name: 'Shooting star',
    art: nightSky.shootingStar,
    alt: 'A yellow star with a blue trail',
    rule: { kind: 'full_marks', count: 1 },
  },
  {
    name: 'Ringed planet',
    art: nightSky.planet,
    alt: 'A green planet with a golden ring',
    rule: { kind: 'streak', days: 3 },
  },
  {
    name: 'Comet',
    art: nightSky.comet,
    alt: 'A bright comet with a purple tail',
    rule: { kind: 'worksheets', count: 5 },
  },
  {
    name: 'Night owl',
    art: nightSky.owl,
    alt: 'A brown owl with big round eyes',
    rule: { kind: 'subject_days', days: 3 },
  },
  {
    name: 'Constellation',
    art: nightSky.constellation,
    alt: 'Four stars joined by a dotted line',
    rule: { kind: 'full_marks', count: 3 },
  },
  {
    name: 'Aurora',
    art: nightSky.aurora,
    alt: 'Green and blue lights over snowy hills',
    rule: { kind: 'streak', days: 7 },
  },
]

const BADGES: Seed[] = [
  {
    name: 'First steps',
    art: badgeArt.firstSteps,
    alt: 'An orange medal with two footprints',
    rule: { kind: 'worksheets', count: 1 },
  },
  {
    name: 'High five',
    art: badgeArt.fiveWorksheets,
    alt: 'A green medal with a worksheet and the number 5',
    rule: { kind: 'worksheets', count: 5 },
  },
  {
    name: 'Bookworm',
    art: badgeArt.tenWorksheets,
    alt: 'A blue medal with an open book and the number 10',
    rule: { kind: 'worksheets', count: 10 },
  },
  {
    name: 'Steady flame',
    art: badgeArt.streak,
    alt: 'An orange medal with a flame and the number 7',
    rule: { kind: 'streak', days: 7 },
  },
  {
    name: 'Bullseye',
    art: badgeArt.fullMarks,
    alt: 'A purple medal with a target and an arrow in the middle',
    rule: { kind: 'full_marks', count: 1 },
  },
  {
    name: 'Topic champion',
    art: badgeArt.topicChampion,
    alt: 'A golden medal with a trophy cup',
    rule: { kind: 'topic_full_marks', count: 3 },
  },
  {
    name: 'Maths week',
    art: badgeArt.mathsWeek,
    alt: 'A blue medal with plus and divide signs',
    rule: { kind: 'subject_days', days: 7 },
    subject: 'Maths',
  },
  {
    name: 'Science week',
    art: badgeArt.scienceWeek,
    alt: 'A teal medal with a bubbling flask',
    rule: { kind: 'subject_days', days: 7 },
    subject: 'Science',
  },
  {
    name: 'Rising star',
    art: badgeArt.levelThree,
    alt: 'A pink medal with an arrow climbing up',
    rule: { kind: 'level', level: 3 },
  },
]

/** Seeds the first sticker-book theme and the badges once: admins' own changes are kept after that. */
export async function seedRewards(db: Db) {
  const [existing] = await db.select({ id: collectibleThemes.id }).from(collectibleThemes).limit(1)
  const [anyBadge] = await db.select({ id: badges.id }).from(badges).limit(1)
  if (existing || anyBadge) return false
  const subjectRows = await db.select().from(subjects)
  const subjectId = (name?: string) => (name ? (subjectRows.find((s) => s.name === name)?.id ?? null) : null)
  const row = (seed: Seed, position: number) => {
    const id = subjectId(seed.subject)
    const rule =
      'subject_id' in seed.rule || seed.rule.kind === 'subject_days'
        ? { ...seed.rule, subject_id: id }
        : seed.rule
    return { name: seed.name, image: toDataUrl(seed.art), alt: seed.alt, rule, position, subjectId: id }
  }
  await db.transaction(async (tx) => {
    const [theme] = await tx
      .insert(collectibleThemes)
      .values({ name: 'Night sky', description: 'Stickers that light up the night as you practise.' })
      .returning()
    await tx.insert(collectibles).values(NIGHT_SKY.map((s, i) => ({ ...row(s, i), themeId: theme.id })))
    await tx.insert(badges).values(BADGES.map(row))
  })
  return true
}

export const seededRewardCount = () => ({ collectibles: NIGHT_SKY.length, badges: BADGES.length })
