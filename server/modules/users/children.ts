import { asc, eq } from 'drizzle-orm'
import type { Child } from '../../../contracts/children'
import type { AppContext, UserRow } from '../../context'
import { parentChildren, users } from '../../db/schema'

/** A parent's children as the parent dashboard shows them. Subject access arrives with subscriptions. */
export async function listChildren(ctx: AppContext, parent: UserRow): Promise<Child[]> {
  const rows = await ctx.db
    .select({ child: users })
    .from(parentChildren)
    .innerJoin(users, eq(users.id, parentChildren.childId))
    .where(eq(parentChildren.parentId, parent.id))
    .orderBy(asc(users.firstName))
  return rows.map(({ child }) => ({
    id: child.id,
    first_name: child.firstName,
    last_name: child.lastName,
    username: child.username,
    academic_level_id: child.academicLevelId,
    is_free_tier: child.isFreeTier,
    user_information: {
      profile_pic_url: child.profilePicUrl,
      last_logged_in: child.lastLoggedIn?.toISOString() ?? null,
      subject_ids: [],
    },
  }))
}
