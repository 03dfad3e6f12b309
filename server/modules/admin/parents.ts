import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import {
  classMembers,
  courseGrants,
  courses,
  parentChildren,
  subjects,
  subscriptions,
  users,
} from '../../db/schema'
import { conflict, notFound } from '../../errors'
import { createPaymentProvider, paymentProviderFor } from '../../payments'
import { adoptSubscription, coursesPaidBy } from '../../payments/fulfil'
import { summarise } from '../users/directory'
import { allSubjects, subjectAccessOf } from './subject-access'

const child = alias(users, 'child')
const childrenCount = sql<number>`(select count(*)::int from ${parentChildren} where ${parentChildren.parentId} = ${users.id})`

/** `%term%` for ILIKE, with the term's own wildcards taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * Parents by name, email or username; of one school means the parent's own school or any child's there
 * (most parents belong to no school, their children do).
 */
export async function listParents(
  ctx: AppContext,
  query: { page: number; size: number; school_id?: number; search?: string },
) {
  const pattern = query.search ? containing(query.search) : null
  const where = and(
    eq(users.userRoleId, USER_ROLE.PARENT),
    query.school_id
      ? or(
          eq(users.schoolId, query.school_id),
          inArray(
            users.id,
            ctx.db
              .select({ id: parentChildren.parentId })
              .from(parentChildren)
              .innerJoin(child, eq(child.id, parentChildren.childId))
              .where(eq(child.schoolId, query.school_id)),
          ),
        )
      : undefined,
    pattern
      ? or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(users.email, pattern),
          ilike(users.username, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        )
      : undefined,
  ) as SQL
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ user: users, childrenCount })
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    ctx.db.select({ total: count() }).from(users).where(where),
  ])
  return {
    items: rows.map((r) => ({ ...summarise(r.user), children_count: r.childrenCount })),
    total_count: total,
    page: query.page,
    size: query.size,
  }
}

/** A parent's children, each with how they reach every subject. */
export async function listParentChildren(ctx: AppContext, parentId: number) {
  const [parent] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, parentId), eq(users.userRoleId, USER_ROLE.PARENT)))
  if (!parent) throw notFound('There is no parent account with this number.')
  const rows = await ctx.db
    .select({ child: users })
    .from(parentChildren)
    .innerJoin(users, eq(users.id, parentChildren.childId))
    .where(eq(parentChildren.parentId, parentId))
    .orderBy(asc(users.firstName), asc(users.id))
  const kids = rows.map((r) => r.child)
  const [memberships, subjectList] = await Promise.all([
    kids.length
      ? ctx.db
          .select({ classId: classMembers.classId, userId: classMembers.userId })
          .from(classMembers)
          .where(
            inArray(
              classMembers.userId,
              kids.map((k) => k.id),
            ),
          )
      : [],
    allSubjects(ctx.db),
  ])
  const children = await Promise.all(
    kids.map(async (k) => ({
      ...summarise(k),
      academic_level_id: k.academicLevelId,
      class_ids: memberships.filter((m) => m.userId === k.id).map((m) => m.classId),
      has_parent: true,
      subjects: await subjectAccessOf(ctx.db, k, subjectList),
    })),
  )
  return { children }
}

type SubjectParams = { id: number; childId: number; subjectId: number }

/** The child and subject a change names: 404 when the child is not that parent's, or the subject unknown. */
async function loadChildSubject(ctx: AppContext, params: SubjectParams) {
  const [row] = await ctx.db
    .select({ child: users })
    .from(parentChildren)
    .innerJoin(users, eq(users.id, parentChildren.childId))
    .where(and(eq(parentChildren.parentId, params.id), eq(parentChildren.childId, params.childId)))
  if (!row) throw notFound('This child is not linked to that parent.')
  const [subject] = await ctx.db
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(eq(subjects.id, params.subjectId))
  if (!subject) throw notFound('There is no subject with this number.')
  return { child: row.child, subject }
}

/**
 * Opens the subject for the child without payment: an admin grant, with no end, of the common course of the
 * child's level in that subject (ADR 0024, plan Q1: access is per subject, courses are per level; a later
 * change of level keeps this course). Activating an open subject changes nothing.
 */
export async function activateChildSubject(ctx: AppContext, admin: UserRow, params: SubjectParams) {
  const { child: kid, subject } = await loadChildSubject(ctx, params)
  const [course] = kid.academicLevelId
    ? await ctx.db
        .select({ id: courses.id })
        .from(courses)
        .where(
          and(
            eq(courses.academicLevelId, kid.academicLevelId),
            eq(courses.subjectId, subject.id),
            isNull(courses.schoolId),
            eq(courses.isActive, true),
          ),
        )
        .orderBy(asc(courses.id))
        .limit(1)
    : []
  if (!course)
    throw notFound(
      `There is no ${subject.name} course for ${kid.firstName}'s school level. Set the child's level first.`,
    )
  await ctx.db.transaction(async (tx) => {
    const live = and(
      eq(courseGrants.studentId, kid.id),
      eq(courseGrants.courseId, course.id),
      eq(courseGrants.source, 'admin'),
      isNull(courseGrants.revokedAt),
    )
    // A live grant that has run out is given back its open end rather than a second row.
    const [renewed] = await tx
      .update(courseGrants)
      .set({ endsAt: null })
      .where(and(live, sql`${courseGrants.endsAt} is not null`))
      .returning({ id: courseGrants.id })
    if (renewed) return
    await tx
      .insert(courseGrants)
      .values({ studentId: kid.id, courseId: course.id, source: 'admin', grantedBy: admin.id })
      .onConflictDoNothing()
  })
  const [state] = await subjectAccessOf(ctx.db, kid, [subject])
  return state
}

/**
 * Takes back every admin grant of the subject's courses for the child. What the child holds otherwise (a card
 * subscription, a code, a class) stays, and the reply says so.
 */
export async function deactivateChildSubject(ctx: AppContext, params: SubjectParams) {
  const { child: kid, subject } = await loadChildSubject(ctx, params)
  await ctx.db
    .update(courseGrants)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(courseGrants.studentId, kid.id),
        eq(courseGrants.source, 'admin'),
        isNull(courseGrants.revokedAt),
        inArray(
          courseGrants.courseId,
          ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.subjectId, subject.id)),
        ),
      ),
    )
  const [state] = await subjectAccessOf(ctx.db, kid, [subject])
  return state
}

/**
 * Ties the child's subject to a card subscription the family pays for (bought outside our checkout, or whose
 * link was lost): the provider is asked for it (outside any transaction), and it is recorded for the child when
 * it pays for a course of the subject. 409 when it is another family's or another child's, or has no such
 * course; 404 when the provider does not know it.
 */
export async function linkChildSubjectStripe(ctx: AppContext, params: SubjectParams, subscriptionId: string) {
  const { child: kid, subject } = await loadChildSubject(ctx, params)
  const [ours] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.publicId, subscriptionId))
  const otherFamily = 'This card subscription belongs to another family. Nothing was changed.'
  if (ours && ours.payerId !== params.id) throw conflict(otherFamily)
  if (ours?.studentId && ours.studentId !== kid.id)
    throw conflict(`This card subscription is for another child of this parent. Nothing was changed.`)
  const provider = ours
    ? paymentProviderFor(ours.provider, { config: ctx.config, db: ctx.db })
    : createPaymentProvider({ config: ctx.config, db: ctx.db })
  const found = await provider.retrieveSubscription(subscriptionId)
  if (!found)
    throw notFound(
      `${provider.name === 'stripe' ? 'Stripe' : 'The payment system'} does not know ${subscriptionId}. Check the id.`,
    )
  if (found.metadata.studentId && found.metadata.studentId !== kid.id) throw conflict(otherFamily)
  let paidCourses: number[]
  try {
    paidCourses = await coursesPaidBy(ctx.db, found)
  } catch {
    throw conflict(`${subscriptionId} pays for something that is not a Lantern course. Nothing was changed.`)
  }
  const ofSubject = paidCourses.length
    ? await ctx.db
        .select({ id: courses.id })
        .from(courses)
        .where(and(inArray(courses.id, paidCourses), eq(courses.subjectId, subject.id)))
    : []
  if (!ofSubject.length)
    throw conflict(`${subscriptionId} does not pay for ${subject.name}. Nothing was changed.`)
  await ctx.db.transaction((tx) => adoptSubscription(tx, found, { studentId: kid.id, payerId: params.id }))
  const [state] = await subjectAccessOf(ctx.db, kid, [subject])
  return state
}
