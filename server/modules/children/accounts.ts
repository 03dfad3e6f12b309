import { and, eq, ne } from 'drizzle-orm'
import type { Child } from '../../../contracts/children'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { academicLevels, parentChildren, users } from '../../db/schema'
import { badRequest, conflict, notFound, tooMany } from '../../errors'
import { hashPassword } from '../../lib/crypto'
import { throttleNames } from '../auth/login'
import { voidOneTimeTokens } from '../auth/one-time-tokens'
import { claimParentalConsent, mailConsentConfirmation } from '../auth/parental-consent'
import { assertPasswordAllowed } from '../auth/password-policy'
import { revokeUserSessions } from '../auth/sessions'
import { loadChildView } from './present'

export type ChildFields = {
  first_name?: string
  last_name?: string
  username?: string
  password?: string
  academic_level_id?: number
}
export type NewChild = Required<ChildFields> & { email?: string; consent_token?: string }

/** How many sign-in emails a parent may have sent for new children in an hour: enough for a family. */
const CREDENTIAL_MAILS_PER_HOUR = 10

/** The parent's own child, or a 404 that says nothing of other families' children. */
export async function loadOwnChild(ctx: AppContext, parent: UserRow, childId: number): Promise<UserRow> {
  const [row] = await ctx.db
    .select({ child: users })
    .from(parentChildren)
    .innerJoin(users, eq(users.id, parentChildren.childId))
    .where(and(eq(parentChildren.parentId, parent.id), eq(parentChildren.childId, childId)))
  if (!row) throw notFound('You have no child with this number on Lantern.')
  return row.child
}

async function assertLevel(ctx: AppContext, levelId: number) {
  const [level] = await ctx.db
    .select({ id: academicLevels.id })
    .from(academicLevels)
    .where(eq(academicLevels.id, levelId))
  if (!level) {
    const message = 'Choose a school level from the list.'
    throw badRequest(message, [{ path: 'academic_level_id', message }])
  }
}

async function assertUsernameFree(ctx: AppContext, username: string, exceptId?: number) {
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username), exceptId ? ne(users.id, exceptId) : undefined))
  if (taken) {
    const message = 'That username is taken. Try another one.'
    throw conflict(message, [{ path: 'username', message }])
  }
}

/** The child's username and where to sign in; never the password, which the parent chose and knows (ADR 0031). */
function mailSignInDetails(ctx: AppContext, parent: UserRow, child: UserRow, to: string) {
  ctx.tasks.run('child sign-in details', () =>
    ctx.mailer.send({
      to,
      subject: `${child.firstName}'s Lantern sign-in`,
      text: `Hello ${parent.firstName},\n\n${child.firstName} now has a Lantern account.\n\nUsername: ${child.username}\nSign in at: ${ctx.config.appUrl}/login (choose "Student")\n\nThe password is the one you chose; we never send passwords by email. If it is forgotten, you can set a new one on ${child.firstName}'s page in your Lantern account.`,
    }),
  )
}

/**
 * Opens a student account for the parent's child, linked to the parent, Lite when asked; with
 * `sendCredentials`, mails the sign-in details to `email` or else to the parent. With a consent link of a
 * child who asked alone, the link is used up in the same transaction (ADR 0057).
 */
export async function createChildAccount(
  ctx: AppContext,
  parent: UserRow,
  body: NewChild,
  options: { isFreeTier: boolean; sendCredentials: boolean },
): Promise<Child> {
  assertPasswordAllowed(body.password, {
    username: body.username,
    firstName: body.first_name,
    lastName: body.last_name,
  })
  await assertLevel(ctx, body.academic_level_id)
  const recipient = body.email ?? parent.email
  if (options.sendCredentials && !recipient) {
    const message = 'Give an email address to send the sign-in details to.'
    throw badRequest(message, [{ path: 'email', message }])
  }
  await assertUsernameFree(ctx, body.username)
  if (
    options.sendCredentials &&
    !(await ctx.limiter.hit(`child-credentials:${parent.id}`, CREDENTIAL_MAILS_PER_HOUR, 3600_000))
  ) {
    throw tooMany(
      'We have sent several sign-in emails for new children. Wait an hour, or leave that box unticked.',
    )
  }
  const passwordHash = await hashPassword(body.password)
  const { consent_token: consentToken } = body
  const { child, consent } = await ctx.db.transaction(async (tx) => {
    const consent = consentToken ? await claimParentalConsent(tx, consentToken) : null
    const [row] = await tx
      .insert(users)
      .values({
        username: body.username,
        passwordHash,
        firstName: body.first_name,
        lastName: body.last_name,
        userRoleId: USER_ROLE.STUDENT,
        academicLevelId: body.academic_level_id,
        isFreeTier: options.isFreeTier,
        // The parent agreed to the terms and the privacy policy for the family when signing up.
        hasAgreedPolicy: true,
      })
      .returning()
    await tx.insert(parentChildren).values({ parentId: parent.id, childId: row.id })
    return { child: row, consent }
  })
  if (options.sendCredentials && recipient) mailSignInDetails(ctx, parent, child, recipient)
  if (consent) mailConsentConfirmation(ctx, consent, body.username)
  return loadChildView(ctx.db, child)
}

/**
 * Changes an own child's name, level, username or password. A new password ends every session and
 * outstanding link of the child's, and lifts any sign-in lock, as a reset does.
 */
export async function updateChild(
  ctx: AppContext,
  parent: UserRow,
  childId: number,
  changes: ChildFields,
): Promise<Child> {
  const child = await loadOwnChild(ctx, parent, childId)
  if (changes.academic_level_id) await assertLevel(ctx, changes.academic_level_id)
  if (changes.username && changes.username !== child.username)
    await assertUsernameFree(ctx, changes.username, child.id)
  if (changes.password) {
    assertPasswordAllowed(changes.password, {
      username: changes.username ?? child.username,
      firstName: changes.first_name ?? child.firstName,
      lastName: changes.last_name ?? child.lastName,
    })
  }
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        firstName: changes.first_name,
        lastName: changes.last_name,
        username: changes.username,
        academicLevelId: changes.academic_level_id,
        passwordHash,
        updatedAt: new Date(),
      })
      .where(eq(users.id, child.id))
      .returning()
    if (passwordHash) {
      await revokeUserSessions(tx, child.id)
      await voidOneTimeTokens(tx, child.id)
    }
    return row
  })
  if (passwordHash)
    await ctx.signIns.forget([...throttleNames(child), ...throttleNames(updated), `user:${child.id}`])
  return loadChildView(ctx.db, updated)
}
