import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { LITE_FREE_WORKSHEETS } from '../../modules/courses/entitlement'
import type { Db, Executor } from '../client'
import {
  academicLevels,
  activationCodeCourses,
  activationCodes,
  courseGrants,
  courseSharers,
  courses,
  learningContents,
  products,
  subjects,
  users,
  worksheets,
} from '../schema'
import { DEMO_NOTES } from './notes'

/** S$29 a month or S$290 a year per subject (docs/decisions/0025): prices live here, never in the client. */
export const DEMO_MONTHLY_CENTS = 2900
export const DEMO_ANNUAL_CENTS = 29000
const DAY_MS = 86_400_000

/** The README's demo activation codes: each opens the listed courses (level + subject) for a year, once. */
export const DEMO_ACTIVATION_CODES: { code: string; courses: [string, string][]; expired?: boolean }[] = [
  { code: 'DEMO-P4-MATHS', courses: [['P4', 'Maths']] },
  { code: 'DEMO-P4-SCIENCE', courses: [['P4', 'Science']] },
  { code: 'DEMO-P5-SCIENCE', courses: [['P5', 'Science']] },
  { code: 'DEMO-P5-ENGLISH', courses: [['P5', 'English']] },
  {
    code: 'DEMO-P6-ALL',
    courses: [
      ['P6', 'Maths'],
      ['P6', 'Science'],
      ['P6', 'English'],
      ['P6', 'Chinese'],
    ],
  },
  { code: 'DEMO-EXPIRED', courses: [['P5', 'Maths']], expired: true },
]

/**
 * The commerce side of the demo (issue 9): a product per common course, Lite's free worksheets, the demo
 * activation codes, notes for the P5 courses, P5 Maths shared with P6 Maths, and ava's courses given by Lantern. Does nothing when the
 * products are already there.
 */
export async function seedCommerce(db: Db, now = new Date()) {
  const [existing] = await db.select({ id: products.id }).from(products).limit(1)
  if (existing) return false
  const common = await db
    .select({ id: courses.id, level: academicLevels.name, subject: subjects.name })
    .from(courses)
    .innerJoin(academicLevels, eq(academicLevels.id, courses.academicLevelId))
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .where(isNull(courses.schoolId))
    .orderBy(asc(courses.id))
  const courseOf = (level: string, subject: string) => {
    const course = common.find((c) => c.level === level && c.subject === subject)
    if (!course) throw new Error(`No common course ${level} ${subject} to seed`)
    return course.id
  }
  await db.transaction(async (tx) => {
    if (common.length) {
      await tx.insert(products).values(
        common.map((course) => {
          const key = `lantern_${course.level}_${course.subject}`.toLowerCase()
          return {
            courseId: course.id,
            priceId: `${key}_month`,
            annualPriceId: `${key}_year`,
            monthlyAmountCents: DEMO_MONTHLY_CENTS,
            annualAmountCents: DEMO_ANNUAL_CENTS,
          }
        }),
      )
    }
    await markLiteFreeWorksheets(tx)
    for (const demo of DEMO_ACTIVATION_CODES) {
      const [code] = await tx
        .insert(activationCodes)
        .values({
          code: demo.code,
          expiresAt: new Date(now.getTime() + (demo.expired ? -1 : 365) * DAY_MS),
          accessDays: 365,
        })
        .returning()
      await tx
        .insert(activationCodeCourses)
        .values(
          demo.courses.map(([level, subject]) => ({ codeId: code.id, courseId: courseOf(level, subject) })),
        )
    }
    const notes = DEMO_NOTES.filter((n) => common.some((c) => c.level === n.level && c.subject === n.subject))
    if (notes.length)
      await tx.insert(learningContents).values(
        notes.map((note) => ({
          courseId: courseOf(note.level, note.subject),
          kind: 'notes' as const,
          title: note.title,
          summary: note.summary,
          body: note.body,
        })),
      )
    if (common.some((c) => c.level === 'P6' && c.subject === 'Maths'))
      await tx
        .insert(courseSharers)
        .values({ courseId: courseOf('P6', 'Maths'), sharerCourseId: courseOf('P5', 'Maths') })
    const [ava] = await tx.select().from(users).where(eq(users.username, 'ava'))
    const [admin] = await tx.select().from(users).where(eq(users.email, 'admin@lantern.test'))
    if (ava?.academicLevelId) {
      const levelCourses = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(and(isNull(courses.schoolId), eq(courses.academicLevelId, ava.academicLevelId)))
      if (levelCourses.length)
        await tx.insert(courseGrants).values(
          levelCourses.map((c) => ({
            studentId: ava.id,
            courseId: c.id,
            source: 'admin' as const,
            grantedBy: admin?.id ?? null,
          })),
        )
    }
  })
  return true
}

/** The first few shared worksheets of each course are Lite's free ones. */
async function markLiteFreeWorksheets(db: Executor) {
  const shared = await db
    .select({ id: worksheets.id, courseId: worksheets.courseId })
    .from(worksheets)
    .where(isNull(worksheets.ownerId))
    .orderBy(asc(worksheets.id))
  const perCourse = new Map<number, number[]>()
  for (const sheet of shared) {
    const ids = perCourse.get(sheet.courseId) ?? []
    if (ids.length < LITE_FREE_WORKSHEETS) perCourse.set(sheet.courseId, [...ids, sheet.id])
  }
  const free = [...perCourse.values()].flat()
  if (free.length) await db.update(worksheets).set({ liteFree: true }).where(inArray(worksheets.id, free))
}
