import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { ChatFlag } from '../../../contracts/coach'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import type { Executor } from '../../db/client'
import { chatFlags, chatMessages, classMembers, users } from '../../db/schema'
import { notFound } from '../../errors'
import { childrenOf, reachesClass, reachesStudent } from './engagement/reach'

export type FlagQuery = { page: number; size: number; reviewed: 'true' | 'false' | 'all' }
type Category = ChatFlag['category']

/** The message that came next in the thread, when it is the coach's: its reply to the flagged message. */
const nextMessage = alias(chatMessages, 'next_message')
const nextId = sql`(select min(later.id) from chat_messages later
  where later.thread_id = ${chatFlags.threadId} and later.id > ${chatFlags.messageId})`

const reviewedFilter = (reviewed: FlagQuery['reviewed']) =>
  reviewed === 'true'
    ? isNotNull(chatFlags.reviewedAt)
    : reviewed === 'false'
      ? isNull(chatFlags.reviewedAt)
      : undefined

function flagRows(db: Executor, where: SQL | undefined) {
  return db
    .select({
      flag: chatFlags,
      message: { text: chatMessages.text, createdAt: chatMessages.createdAt },
      next: { text: nextMessage.text, fromUser: nextMessage.fromUser },
      student: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(chatFlags)
    .innerJoin(chatMessages, eq(chatMessages.id, chatFlags.messageId))
    .leftJoin(nextMessage, eq(nextMessage.id, nextId))
    .leftJoin(users, eq(users.id, chatFlags.studentId))
    .where(where)
}
type FlagRow = Awaited<ReturnType<typeof flagRows>>[number]

/** A flag as a parent or teacher reviews it: the message, and only the coach's reply to it (plan Q13). */
function presentFlag({ flag, message, next, student }: FlagRow): ChatFlag {
  const reply = flag.direction === 'in' && next && next.fromUser === false ? next.text : null
  return {
    id: flag.id,
    student: student ? { id: student.id, first_name: student.firstName, last_name: student.lastName } : null,
    thread_id: flag.threadId,
    direction: flag.direction,
    category: flag.category as Category,
    severity: flag.severity,
    message: { text: message.text, created_at: message.createdAt.toISOString() },
    reply,
    created_at: flag.createdAt.toISOString(),
    reviewed_at: flag.reviewedAt?.toISOString() ?? null,
  }
}

async function pageOf(ctx: AppContext, scope: SQL | undefined, query: FlagQuery) {
  const where = and(scope, reviewedFilter(query.reviewed))
  const [{ total }] = await ctx.db.select({ total: count() }).from(chatFlags).where(where)
  const rows = await flagRows(ctx.db, where)
    .orderBy(desc(chatFlags.createdAt), desc(chatFlags.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  return { items: rows.map(presentFlag), total_count: total, page: query.page, size: query.size }
}

const noSuchChild = () => notFound('There is no such child among yours.')

/**
 * A parent's children's flags (one child with `student_id`); an admin's flags of one student, or every flag,
 * visitors' included.
 */
export async function listChildFlags(
  ctx: AppContext,
  caller: UserRow,
  query: FlagQuery & { student_id?: number },
) {
  if (caller.userRoleId === USER_ROLE.ADMIN) {
    return pageOf(ctx, query.student_id ? eq(chatFlags.studentId, query.student_id) : undefined, query)
  }
  const children = await childrenOf(ctx.db, caller.id)
  if (query.student_id && !children.includes(query.student_id)) throw noSuchChild()
  const ids = query.student_id ? [query.student_id] : children
  if (!ids.length) return { items: [], total_count: 0, page: query.page, size: query.size }
  return pageOf(ctx, inArray(chatFlags.studentId, ids), query)
}

/** The flags of the students of a class the caller teaches (an owner: any class of their school; admin: any). */
export async function listClassFlags(ctx: AppContext, caller: UserRow, classId: number, query: FlagQuery) {
  if (!(await reachesClass(ctx.db, caller, classId))) throw notFound('There is no such class among yours.')
  const students = ctx.db
    .select({ id: classMembers.userId })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), eq(users.userRoleId, USER_ROLE.STUDENT)))
  return pageOf(ctx, inArray(chatFlags.studentId, students), query)
}

/** Marks a flag looked at (or not); only someone who may see the child's flags may. */
export async function reviewFlag(ctx: AppContext, caller: UserRow, flagId: number, reviewed: boolean) {
  const [flag] = await ctx.db.select().from(chatFlags).where(eq(chatFlags.id, flagId))
  const visible =
    flag &&
    (caller.userRoleId === USER_ROLE.ADMIN ||
      (flag.studentId != null && (await reachesStudent(ctx.db, caller, flag.studentId))))
  if (!visible) throw notFound('There is no such flagged message among the children you look after.')
  // Reviewing again keeps who looked first and when.
  if (reviewed !== Boolean(flag.reviewedAt)) {
    await ctx.db
      .update(chatFlags)
      .set(
        reviewed ? { reviewedAt: new Date(), reviewedBy: caller.id } : { reviewedAt: null, reviewedBy: null },
      )
      .where(eq(chatFlags.id, flagId))
  }
  const [row] = await flagRows(ctx.db, eq(chatFlags.id, flagId))
  return presentFlag(row)
}
