import { and, eq, inArray, like, or } from 'drizzle-orm'
import { NameSchema, UsernameSchema } from '../../../contracts/common'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import type { Executor } from '../../db/client'
import { academicLevels, classes, classMembers, users } from '../../db/schema'
import { badRequest, conflict, forbidden, notFound } from '../../errors'
import { hashPassword } from '../../lib/crypto'
import { parseCsv } from '../../lib/csv'
import { throttleNames } from '../auth/login'
import { voidOneTimeTokens } from '../auth/one-time-tokens'
import { revokeUserSessions } from '../auth/sessions'
import { reachableClasses } from '../coach/engagement/reach'
import { isAdmin, isSchoolOwner } from './scope'
import { childPassword, usernameBase } from './sign-in-words'

/** At most this many children in one file: a year group of a large school. */
export const MAX_IMPORT_ROWS = 500

type Card = {
  student_id: number
  first_name: string
  last_name: string
  username: string
  password: string
  class_name: string | null
}

/** Adding children to a school is its admin's (owner's) job, as the manage pages are theirs. */
function schoolAdminSchool(caller: UserRow) {
  if (!isSchoolOwner(caller) || caller.schoolId == null)
    throw forbidden('Only your school’s admin can add students. Ask them to add this child.')
  return caller.schoolId
}

/** Usernames made from names, free in the database and unique among `taken` (which they join). */
async function freeUsernames(db: Executor, names: { first: string; last: string }[], taken: Set<string>) {
  const bases = [...new Set(names.map((n) => usernameBase(n.first, n.last)))]
  if (bases.length) {
    const existing = await db
      .select({ username: users.username })
      .from(users)
      .where(or(...bases.map((base) => like(users.username, `${base}%`))))
    for (const { username } of existing) if (username) taken.add(username)
  }
  return names.map(({ first, last }) => {
    const base = usernameBase(first, last)
    let name = base
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`
    taken.add(name)
    return name
  })
}

async function levelIds(db: Executor) {
  const rows = await db.select().from(academicLevels)
  const byName = new Map<string, number>()
  for (const level of rows) {
    const name = level.name.toLowerCase()
    byName.set(name, level.id)
    // "P5", "5" and "Primary 5" all name Primary 5.
    const digits = name.replace(/\D/g, '')
    if (digits) {
      byName.set(digits, level.id)
      byName.set(`primary ${digits}`, level.id)
    }
  }
  return { ids: new Set(rows.map((r) => r.id)), byName }
}

async function schoolClasses(db: Executor, schoolId: number) {
  return db.select().from(classes).where(eq(classes.schoolId, schoolId))
}

/** Writes students (and their class places) in one transaction; answers their cards. */
async function insertStudents(
  db: Executor,
  schoolId: number,
  rows: {
    first: string
    last: string
    levelId: number
    username: string
    klass: { id: number; name: string } | null
  }[],
): Promise<Card[]> {
  const passwords = rows.map(() => childPassword())
  // Hashing is the slow part (argon2, on libuv's threads): done before the transaction opens.
  const hashes = await Promise.all(passwords.map((p) => hashPassword(p)))
  return db.transaction(async (tx) => {
    const made = await tx
      .insert(users)
      .values(
        rows.map((row, i) => ({
          username: row.username,
          passwordHash: hashes[i],
          firstName: row.first,
          lastName: row.last,
          userRoleId: USER_ROLE.STUDENT,
          academicLevelId: row.levelId,
          schoolId,
          // The school agreed to the terms for its pupils when it joined.
          hasAgreedPolicy: true,
        })),
      )
      .returning()
    const places = made.flatMap((user, i) =>
      rows[i].klass ? [{ classId: rows[i].klass!.id, userId: user.id }] : [],
    )
    if (places.length) await tx.insert(classMembers).values(places)
    return made.map((user, i) => ({
      student_id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      username: user.username!,
      password: passwords[i],
      class_name: rows[i].klass?.name ?? null,
    }))
  })
}

/** POST /teachers/students: one child, with a sign-in card. */
export async function createSchoolStudent(
  ctx: AppContext,
  caller: UserRow,
  body: {
    first_name: string
    last_name: string
    academic_level_id: number
    class_id?: number
    username?: string
  },
): Promise<Card> {
  const schoolId = schoolAdminSchool(caller)
  const { ids } = await levelIds(ctx.db)
  if (!ids.has(body.academic_level_id))
    throw badRequest('There is no such level.', [
      { path: 'academic_level_id', message: 'There is no such level.' },
    ])
  const klass = body.class_id
    ? (await schoolClasses(ctx.db, schoolId)).find((c) => c.id === body.class_id)
    : null
  if (body.class_id && !klass)
    throw badRequest('There is no such class in your school.', [
      { path: 'class_id', message: 'Not a class of your school.' },
    ])
  let username = body.username
  if (username) {
    const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username))
    if (taken)
      throw conflict('That username is taken. Try another one.', [{ path: 'username', message: 'Taken.' }])
  } else
    [username] = await freeUsernames(ctx.db, [{ first: body.first_name, last: body.last_name }], new Set())
  const [card] = await insertStudents(ctx.db, schoolId, [
    {
      first: body.first_name,
      last: body.last_name,
      levelId: body.academic_level_id,
      username,
      klass: klass ?? null,
    },
  ])
  return card
}

const COLUMNS = {
  first_name: ['first_name', 'first name', 'firstname', 'given name'],
  last_name: ['last_name', 'last name', 'lastname', 'surname', 'family name'],
  level: ['level', 'academic_level', 'academic level', 'year', 'grade'],
  class: ['class', 'class_name', 'class name'],
  username: ['username', 'user name'],
} as const
type Column = keyof typeof COLUMNS

function columnsOf(header: string[]) {
  const found: Partial<Record<Column, number>> = {}
  header.forEach((title, i) => {
    const name = title.trim().toLowerCase()
    const column = (Object.keys(COLUMNS) as Column[]).find((c) =>
      (COLUMNS[c] as readonly string[]).includes(name),
    )
    if (column && found[column] === undefined) found[column] = i
  })
  if (found.first_name === undefined || found.last_name === undefined || found.level === undefined)
    throw badRequest(
      `The first line must name the columns first_name, last_name and level (class and username may follow). It says: ${header.join(', ').slice(0, 200)}.`,
    )
  return found
}

/**
 * POST /teachers/students/import: every row checked (names, level, class, username free and not repeated in the
 * file); on a dry run nothing is written; otherwise all rows are written in one transaction, or none when any
 * row has a problem.
 */
export async function importSchoolStudents(
  ctx: AppContext,
  caller: UserRow,
  body: { csv: string; dry_run: boolean },
) {
  const schoolId = schoolAdminSchool(caller)
  const [header, ...lines] = parseCsv(body.csv)
  if (!header) throw badRequest('The file is empty.')
  const at = columnsOf(header.fields)
  if (lines.length === 0) throw badRequest('The file has its column names but no children under them.')
  if (lines.length > MAX_IMPORT_ROWS)
    throw badRequest(`The file has ${lines.length} children; add at most ${MAX_IMPORT_ROWS} at a time.`)
  const cell = (fields: string[], column: Column) =>
    at[column] === undefined ? '' : (fields[at[column]!] ?? '').trim()
  const [{ byName }, theirClasses] = await Promise.all([levelIds(ctx.db), schoolClasses(ctx.db, schoolId)])

  const given = lines.map(({ fields }) => cell(fields, 'username').toLowerCase()).filter(Boolean)
  const takenInDb = new Set(
    given.length
      ? (
          await ctx.db.select({ username: users.username }).from(users).where(inArray(users.username, given))
        ).map((r) => r.username!)
      : [],
  )
  const seen = new Map<string, number>()
  const rows = lines.map(({ line, fields }) => {
    const problems: string[] = []
    const first = cell(fields, 'first_name')
    const last = cell(fields, 'last_name')
    for (const [label, value] of [
      ['First name', first],
      ['Last name', last],
    ] as const) {
      const checked = NameSchema.safeParse(value)
      if (!checked.success) problems.push(`${label}: ${checked.error.issues[0].message}`)
    }
    const levelText = cell(fields, 'level')
    const levelId = byName.get(levelText.toLowerCase()) ?? null
    if (levelId === null)
      problems.push(
        levelText
          ? `Level “${levelText}” is not one we know: use P1 to P6.`
          : 'Level: enter one, such as P5.',
      )
    const className = cell(fields, 'class')
    const klass = className
      ? (theirClasses.find((c) => c.name.toLowerCase() === className.toLowerCase()) ?? null)
      : null
    if (className && !klass)
      problems.push(
        `Class “${className}” is not a class of your school: create it first, or leave the cell empty.`,
      )
    let username: string | null = null
    const wanted = cell(fields, 'username')
    if (wanted) {
      const checked = UsernameSchema.safeParse(wanted)
      if (!checked.success) problems.push(`Username: ${checked.error.issues[0].message}`)
      else {
        username = checked.data
        if (takenInDb.has(username))
          problems.push(`Username “${username}” is taken. Choose another, or leave the cell empty.`)
        const earlier = seen.get(username)
        if (earlier) problems.push(`Username “${username}” is also on line ${earlier}.`)
        else seen.set(username, line)
      }
    }
    return { line, first, last, levelId, klass, username, problems }
  })
  // Usernames for the rows without one, unique in the school's database and in the file.
  const reserved = new Set([...takenInDb, ...seen.keys()])
  const needNames = rows.filter((r) => !r.username && !r.problems.length)
  const made = await freeUsernames(
    ctx.db,
    needNames.map((r) => ({ first: r.first, last: r.last })),
    reserved,
  )
  needNames.forEach((row, i) => {
    row.username = made[i]
  })
  const canImport = rows.every((r) => !r.problems.length)
  const present = rows.map((r) => ({
    line: r.line,
    first_name: r.first,
    last_name: r.last,
    academic_level_id: r.levelId,
    class_id: r.klass?.id ?? null,
    username: r.username,
    problems: r.problems,
  }))
  if (body.dry_run) return { rows: present, can_import: canImport, created: [] }
  if (!canImport) {
    const bad = rows.filter((r) => r.problems.length)
    throw badRequest(
      `Nothing was added: ${bad.length} ${bad.length === 1 ? 'row has a problem' : 'rows have problems'}. Line ${bad[0].line}: ${bad[0].problems[0]}`,
      bad.flatMap((r) => r.problems.map((message) => ({ path: `line ${r.line}`, message }))),
    )
  }
  const created = await insertStudents(
    ctx.db,
    schoolId,
    rows.map((r) => ({
      first: r.first,
      last: r.last,
      levelId: r.levelId!,
      username: r.username!,
      klass: r.klass,
    })),
  )
  return { rows: present, can_import: true, created }
}

/**
 * POST /teachers/students/{id}/reset-password: a new password for a student of the school, by its admin or a
 * teacher of one of the child's classes. Their sessions and sign-in links end, and a sign-in lock is lifted.
 */
export async function resetStudentPassword(
  ctx: AppContext,
  caller: UserRow,
  studentId: number,
): Promise<Card> {
  const [student] = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, studentId),
        eq(users.userRoleId, USER_ROLE.STUDENT),
        isAdmin(caller) ? undefined : eq(users.schoolId, caller.schoolId ?? -1),
      ),
    )
  if (!student) throw notFound('There is no such student in your school.')
  const taught = await ctx.db
    .select({ name: classes.name })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(and(eq(classMembers.userId, studentId), isAdmin(caller) ? undefined : reachableClasses(caller)))
    .limit(1)
  if (!isAdmin(caller) && !isSchoolOwner(caller) && !taught.length)
    throw forbidden(
      `Only your school’s admin or a teacher of ${student.firstName}’s class can give a new password.`,
    )
  const password = childPassword()
  const passwordHash = await hashPassword(password)
  // A child with no username (an old account) gets one, or the card could not say how to sign in.
  const [username] = student.username
    ? [student.username]
    : await freeUsernames(ctx.db, [{ first: student.firstName, last: student.lastName }], new Set())
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, username, updatedAt: new Date() })
      .where(eq(users.id, studentId))
    await revokeUserSessions(tx, studentId)
    await voidOneTimeTokens(tx, studentId)
  })
  await ctx.signIns.forget([...throttleNames(student), `user:${studentId}`])
  return {
    student_id: student.id,
    first_name: student.firstName,
    last_name: student.lastName,
    username,
    password,
    class_name: taught[0]?.name ?? null,
  }
}
