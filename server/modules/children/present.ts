import { asc, eq, inArray } from 'drizzle-orm'
import type { Child } from '../../../contracts/children'
import type { AppContext, UserRow } from '../../context'
import type { Executor } from '../../db/client'
import { courses, parentChildren, users } from '../../db/schema'
import { courseAccessOf } from '../courses/entitlement'

/**
 * The subjects a child may study in full, by any source the entitlement knows (a subscription, a code, an
 * admin's grant, a class, the school). Lite's taste is not counted: the dashboard shows Lite on its own.
 */
export async function fullSubjectIds(db: Executor, child: UserRow): Promise<number[]> {
  const access = await courseAccessOf(db, child)
  const open = [...access.values()].filter((a) => a.full).map((a) => a.courseId)
  if (!open.length) return []
  const rows = await db
    .selectDistinct({ subjectId: courses.subjectId })
    .from(courses)
    .where(inArray(courses.id, open))
  return rows.map((r) => r.subjectId).sort((a, b) => a - b)
}

export function presentChild(child: UserRow, subjectIds: number[]): Child {
  return {
    id: child.id,
    first_name: child.firstName,
    last_name: child.lastName,
    username: child.username,
    academic_level_id: child.academicLevelId,
    is_free_tier: child.isFreeTier,
    user_information: {
      profile_pic_url: child.profilePicUrl,
      last_logged_in: child.lastLoggedIn?.toISOString() ?? null,
      subject_ids: subjectIds,
    },
  }
}

export async function loadChildView(db: Executor, child: UserRow): Promise<Child> {
  return presentChild(child, await fullSubjectIds(db, child))
}

/** A parent's children as the parent dashboard shows them. */
export async function listChildren(ctx: AppContext, parent: UserRow): Promise<Child[]> {
  const rows = await ctx.db
    .select({ child: users })
    .from(parentChildren)
    .innerJoin(users, eq(users.id, parentChildren.childId))
    .where(eq(parentChildren.parentId, parent.id))
    .orderBy(asc(users.firstName), asc(users.id))
  return Promise.all(rows.map(({ child }) => loadChildView(ctx.db, child)))
}
