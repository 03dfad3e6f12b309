import { count, eq } from 'drizzle-orm'
import { TEACHER_ROLE, USER_ROLE } from '../../contracts/constants'
import { hashPassword } from '../lib/crypto'
import type { Storage } from '../storage/local'
import type { Db } from './client'
import {
  academicLevels,
  classes,
  classMembers,
  courses,
  languages,
  parentChildren,
  publicWorksheets,
  schools,
  schoolWhiteLabels,
  subjects,
  users,
  worksheets,
} from './schema'
import { bank } from './seed/bank/index'
import { seedCommerce } from './seed/commerce'
import { seedMockExams } from './seed/mock-exams'
import { seedQuestionBank } from './seed/question-bank'
import { seedRewards } from './seed/rewards'
import { seedSurveys } from './seed/surveys'
import { seedRetrieval } from './seed/topic-summaries'

export const DEMO_PASSWORD = 'Lantern-demo-2026'
export const DEMO_SCHOOL = 'Lantern Demo Primary'
export const DEMO_WHITE_LABEL_DOMAIN = 'demo-primary.lantern.test'

const LEVELS = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6']
const SUBJECTS = ['Maths', 'Science', 'English', 'Chinese']

/** Reference data every database needs: levels, subjects, languages. Safe to run again. */
export async function seedReferenceData(db: Db) {
  await db
    .insert(academicLevels)
    .values(LEVELS.map((name, i) => ({ name, sortOrder: i + 1 })))
    .onConflictDoNothing()
  await db
    .insert(subjects)
    .values(SUBJECTS.map((name) => ({ name })))
    .onConflictDoNothing()
  await db
    .insert(languages)
    .values([
      { code: 'en', name: 'English' },
      { code: 'zh', name: '中文' },
    ])
    .onConflictDoNothing()
  await seedSurveys(db)
  await seedRewards(db)
}

/**
 * The demo school, accounts and courses the README lists, and the question bank. Each part does nothing when
 * it is already there.
 */
export async function seedDemo(db: Db, storage: Storage) {
  await seedReferenceData(db)
  const seeded = await seedDemoAccounts(db)
  if (await seedQuestionBank(db, storage, bank)) await seedPublicWorksheets(db)
  await seedMockExams(db)
  await seedCommerce(db)
  await seedRetrieval(db)
  return seeded
}

/** The first P5 worksheet of each subject can be tried without an account and shared by link. */
async function seedPublicWorksheets(db: Db) {
  const rows = await db
    .select({ id: worksheets.id, subjectId: courses.subjectId })
    .from(worksheets)
    .innerJoin(courses, eq(courses.id, worksheets.courseId))
    .innerJoin(academicLevels, eq(academicLevels.id, courses.academicLevelId))
    .where(eq(academicLevels.name, 'P5'))
    .orderBy(worksheets.id)
  const chosen = rows
    .filter((r, i) => rows.findIndex((x) => x.subjectId === r.subjectId) === i)
    .map((r) => r.id)
  if (chosen.length) {
    await db
      .insert(publicWorksheets)
      .values(chosen.map((worksheetId) => ({ worksheetId, isDemo: true, isShared: true })))
      .onConflictDoNothing()
  }
}

async function seedDemoAccounts(db: Db) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@lantern.test'))
  if (existing) return false
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const levelId = Object.fromEntries((await db.select().from(academicLevels)).map((l) => [l.name, l.id]))
  const subjectId = Object.fromEntries((await db.select().from(subjects)).map((s) => [s.name, s.id]))

  await db.transaction(async (tx) => {
    const [school] = await tx.insert(schools).values({ name: DEMO_SCHOOL }).returning()
    await tx.insert(schoolWhiteLabels).values({
      schoolId: school.id,
      domainName: DEMO_WHITE_LABEL_DOMAIN,
      pageTitle: 'Lantern Demo Primary · Learning',
      primary: '#0f766e',
      secondary1: '#115e59',
      accent1: '#b45309',
      highlight1: '#fef3c7',
    })
    const person = (
      first: string,
      last: string,
      role: number,
      extra: Partial<typeof users.$inferInsert> = {},
    ): typeof users.$inferInsert => ({
      firstName: first,
      lastName: last,
      userRoleId: role,
      passwordHash,
      hasAgreedPolicy: true,
      // The demo addresses count as verified, so the demo shows no "verify your email" banner (ADR 0057).
      emailVerifiedAt: new Date(),
      ...extra,
    })
    const inserted = await tx
      .insert(users)
      .values([
        person('Ada', 'Admin', USER_ROLE.ADMIN, { email: 'admin@lantern.test' }),
        person('Olivia', 'Owner', USER_ROLE.TEACHER, {
          email: 'owner@lantern.test',
          teacherRoleId: TEACHER_ROLE.OWNER,
          schoolId: school.id,
        }),
        person('Tom', 'Tan', USER_ROLE.TEACHER, {
          email: 'teacher@lantern.test',
          teacherRoleId: TEACHER_ROLE.EDUCATOR,
          schoolId: school.id,
        }),
        person('Priya', 'Parent', USER_ROLE.PARENT, {
          email: 'parent@lantern.test',
          mobileNumber: '+6591234567',
        }),
        person('Ava', 'Lim', USER_ROLE.STUDENT, { username: 'ava', academicLevelId: levelId.P5 }),
        person('Ben', 'Lim', USER_ROLE.STUDENT, {
          username: 'ben',
          academicLevelId: levelId.P4,
          isFreeTier: true,
        }),
        person('Chloe', 'Ng', USER_ROLE.STUDENT, {
          username: 'chloe',
          academicLevelId: levelId.P5,
          schoolId: school.id,
        }),
        // A pupil whose school turned the learning path off: the guard sends them to the library instead.
        person('Dylan', 'Goh', USER_ROLE.STUDENT, {
          username: 'dylan',
          academicLevelId: levelId.P5,
          schoolId: school.id,
          learningPathDisabled: true,
        }),
        person('Cora', 'Curriculum', USER_ROLE.CURRICULUM, { email: 'curriculum@lantern.test' }),
        person('Gus', 'Guest', USER_ROLE.CURRICULUM_GUEST, { email: 'guest@lantern.test' }),
      ])
      .returning()
    const byKey = Object.fromEntries(inserted.map((u) => [u.email ?? u.username, u.id]))
    await tx.insert(parentChildren).values([
      { parentId: byKey['parent@lantern.test'], childId: byKey.ava },
      { parentId: byKey['parent@lantern.test'], childId: byKey.ben },
    ])
    await tx.insert(courses).values(
      ['P4', 'P5', 'P6'].flatMap((level) =>
        SUBJECTS.map((subject) => ({
          name: `${level} ${subject}`,
          subjectId: subjectId[subject],
          academicLevelId: levelId[level],
          description: `${subject} for ${level}, following the Singapore primary syllabus.`,
        })),
      ),
    )
    const [klass] = await tx
      .insert(classes)
      .values({
        name: '5 Kingfisher Maths',
        schoolId: school.id,
        academicLevelId: levelId.P5,
        subjectId: subjectId.Maths,
      })
      .returning()
    await tx.insert(classMembers).values([
      { classId: klass.id, userId: byKey['teacher@lantern.test'] },
      { classId: klass.id, userId: byKey.chloe },
    ])
  })
  return true
}

/** Seeds the demo into an empty database; true when it did. */
export async function seedIfEmpty(db: Db, storage: Storage): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users)
  if (n === 0) {
    await seedDemo(db, storage)
    return true
  }
  await seedReferenceData(db)
  return false
}
