import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { ChildSubjectAccessSchema } from '../../../contracts/admin'
import type { UserRow } from '../../context'
import type { Executor } from '../../db/client'
import { courseGrants, courses, subjects, subscriptionItems, subscriptions } from '../../db/schema'
import { courseAccessOf } from '../courses/entitlement'

type ChildSubjectAccess = z.infer<typeof ChildSubjectAccessSchema>
type Subject = { id: number; name: string }

export const allSubjects = (db: Executor): Promise<Subject[]> =>
  db.select({ id: subjects.id, name: subjects.name }).from(subjects).orderBy(asc(subjects.id))

const latest = (dates: Date[]) =>
  dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))).toISOString() : null

/**
 * How a child reaches each subject, as the admin's parents page shows it: `stripe` when a card subscription
 * opens a course of it, `active` when anything else opens one in full (an admin's grant, a code, a class, the
 * school), `inactive` otherwise (Lite's taste included). Read from the entitlement, so it never disagrees
 * with what the child can open.
 */
export async function subjectAccessOf(
  db: Executor,
  child: UserRow,
  subjectList: Subject[],
): Promise<ChildSubjectAccess[]> {
  const access = [...(await courseAccessOf(db, child)).values()].filter((a) => a.full)
  const courseIds = access.map((a) => a.courseId)
  const [subjectOf, paid, grants] = await Promise.all([
    courseIds.length
      ? db
          .select({ id: courses.id, subjectId: courses.subjectId })
          .from(courses)
          .where(inArray(courses.id, courseIds))
      : [],
    db
      .select({
        courseId: subscriptionItems.courseId,
        publicId: subscriptions.publicId,
        updatedAt: subscriptions.updatedAt,
      })
      .from(subscriptionItems)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionItems.subscriptionId))
      .where(and(eq(subscriptionItems.studentId, child.id), isNull(subscriptionItems.removedAt))),
    db
      .select({
        subjectId: courses.subjectId,
        createdAt: courseGrants.createdAt,
        revokedAt: courseGrants.revokedAt,
      })
      .from(courseGrants)
      .innerJoin(courses, eq(courses.id, courseGrants.courseId))
      .where(and(eq(courseGrants.studentId, child.id), eq(courseGrants.source, 'admin'))),
  ])
  const subjectIdOf = new Map(subjectOf.map((c) => [c.id, c.subjectId]))
  return subjectList.map((subject) => {
    const held = access.filter((a) => subjectIdOf.get(a.courseId) === subject.id)
    const bought = held.find((a) => a.source === 'subscription')
    const sub = bought && paid.find((p) => p.courseId === bought.courseId)
    const adminChanges = grants
      .filter((g) => g.subjectId === subject.id)
      .map((g) => g.revokedAt ?? g.createdAt)
    return {
      child_id: child.id,
      subject_id: subject.id,
      subject_name: subject.name,
      access: bought ? 'stripe' : held.length ? 'active' : 'inactive',
      stripe_subscription_id: sub?.publicId ?? null,
      updated_at: sub ? sub.updatedAt.toISOString() : latest(adminChanges),
    }
  })
}
