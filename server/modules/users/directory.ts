import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm'
import type { UserSummary } from '../../../contracts/common'
import { USER_ROLE, type UserRoleId } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { parentChildren, users } from '../../db/schema'
import { badRequest } from '../../errors'

export const summarise = (u: UserRow): UserSummary => ({
  id: u.id,
  first_name: u.firstName,
  last_name: u.lastName,
  username: u.username,
  email: u.email,
  user_role_id: u.userRoleId as UserRoleId,
  is_active: u.isActive,
})

/**
 * The people a caller may look up: an admin anyone; a teacher the people of their school; a parent their
 * children; anyone themself. Non-admins must name an exact email, so the call cannot list accounts.
 */
export async function findUsers(
  ctx: AppContext,
  actor: UserRow,
  query: { email?: string; page: number; size: number },
) {
  const filters: (SQL | undefined)[] = [query.email ? eq(users.email, query.email) : undefined]
  if (actor.userRoleId !== USER_ROLE.ADMIN) {
    if (!query.email) {
      const message = 'Give the email address of the person you are looking for.'
      throw badRequest(message, [{ path: 'email', message }])
    }
    if (actor.userRoleId === USER_ROLE.TEACHER && actor.schoolId) {
      filters.push(eq(users.schoolId, actor.schoolId))
    } else if (actor.userRoleId === USER_ROLE.PARENT) {
      const children = ctx.db
        .select({ id: parentChildren.childId })
        .from(parentChildren)
        .where(eq(parentChildren.parentId, actor.id))
      filters.push(inArray(users.id, children))
    } else {
      filters.push(eq(users.id, actor.id))
    }
  }
  const where = and(...filters)
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    ctx.db.select({ total: count() }).from(users).where(where),
  ])
  return { items: rows.map(summarise), total_count: total, page: query.page, size: query.size }
}
