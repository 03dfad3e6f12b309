import { eq } from 'drizzle-orm'
import type { Child } from '../../../contracts/children'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { parentChildren, users } from '../../db/schema'
import { AppError, conflict } from '../../errors'
import { verifyPassword } from '../../lib/crypto'
import { refuseWhileThrottled } from '../auth/login'
import { loadChildView } from './present'

const WRONG_LOGIN =
  "That username and password don't match. Check them with your child: they are the ones your child signs in with."

/** The student account behind a login, or the same refusal for an unknown name and a wrong password. */
async function studentByLogin(ctx: AppContext, login: string, password: string, ip: string) {
  const kind = login.includes('@') ? 'email' : 'username'
  const name = `${kind}:${login}`
  // The same key and budget as sign-in, so guessing here and at the sign-in page adds up.
  await refuseWhileThrottled(ctx, name, kind, ip)
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(kind === 'email' ? eq(users.email, login) : eq(users.username, login))
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    await ctx.signIns.failed(name, ip)
    // 403, not sign-in's 401: the parent's own session is fine, and a 401 would sign them out.
    throw new AppError(403, WRONG_LOGIN, 'wrong_password', [{ path: 'password', message: WRONG_LOGIN }])
  }
  await ctx.signIns.succeeded(name, ip)
  if (user.userRoleId !== USER_ROLE.STUDENT)
    throw conflict('This is not a student account. Only a student account can be added as a child.')
  return user
}

/**
 * Links an existing student account to the parent who knows its login. A child has one managing parent
 * (ADR 0031): another parent's child is a 409; linking one's own child again changes nothing.
 */
export async function linkChildAccount(
  ctx: AppContext,
  parent: UserRow,
  body: { username: string; password: string },
  ip: string,
): Promise<Child> {
  const child = await studentByLogin(ctx, body.username, body.password, ip)
  const [linked] = await ctx.db
    .insert(parentChildren)
    .values({ parentId: parent.id, childId: child.id })
    .onConflictDoNothing()
    .returning()
  if (!linked) {
    const [existing] = await ctx.db
      .select({ parentId: parentChildren.parentId })
      .from(parentChildren)
      .where(eq(parentChildren.childId, child.id))
    if (existing?.parentId !== parent.id)
      throw conflict(
        "This account is already linked to another parent's Lantern account. If that is wrong, write to support@lantern.test.",
      )
  }
  return loadChildView(ctx.db, child)
}
