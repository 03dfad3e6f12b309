import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { LESSON_ITEM_TYPE, USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import {
  assignmentStudents,
  assignments,
  classes,
  classMembers,
  lessonAssignments,
  lessonItemCompletions,
  lessonItems,
  lessonSections,
  lessons,
  users,
  worksheetQuestions,
} from '../../db/schema'
import { badRequest, notFound } from '../../errors'
import { reachableClasses } from '../coach/engagement/reach'
import { loadLessonFor } from './access'
import { presentOne } from './crud'
import { sectionsOf } from './present'
import { type Standing, standingKey, standings } from './standing'

/** The lessons set for a student (in a course, of a type), oldest set first, with their last due day. */
async function setFor(
  ctx: AppContext,
  studentId: number,
  q: { course_id?: number; lesson_type_id?: number },
) {
  return ctx.db
    .select({
      id: lessons.id,
      title: lessons.title,
      courseId: lessons.courseId,
      dueDate: sql<string>`max(${lessonAssignments.dueDate})::text`,
      firstSet: sql<string>`min(${lessonAssignments.dateAssigned})::text`,
    })
    .from(lessons)
    .innerJoin(lessonAssignments, eq(lessonAssignments.lessonId, lessons.id))
    .innerJoin(assignments, eq(assignments.lessonAssignmentId, lessonAssignments.id))
    .innerJoin(assignmentStudents, eq(assignmentStudents.assignmentId, assignments.id))
    .where(
      and(
        eq(assignmentStudents.studentId, studentId),
        q.course_id ? eq(lessons.courseId, q.course_id) : undefined,
        q.lesson_type_id ? eq(lessons.lessonTypeId, q.lesson_type_id) : undefined,
      ),
    )
    .groupBy(lessons.id)
    .orderBy(sql`min(${lessonAssignments.dateAssigned})`, asc(lessons.id))
}

/** Questions per worksheet, for the learning path's item statistics. */
async function questionCounts(ctx: AppContext, worksheetIds: number[]) {
  if (!worksheetIds.length) return new Map<number, number>()
  const rows = await ctx.db
    .select({ id: worksheetQuestions.worksheetId, n: sql<number>`count(*)::int` })
    .from(worksheetQuestions)
    .where(inArray(worksheetQuestions.worksheetId, worksheetIds))
    .groupBy(worksheetQuestions.worksheetId)
  return new Map(rows.map((r) => [r.id, r.n]))
}

/** GET /lessons/learning-path: the student's lessons in a course as one path of sections, with marks per item. */
export async function learningPath(ctx: AppContext, student: UserRow, courseId: number) {
  const set = await setFor(ctx, student.id, { course_id: courseId })
  const ids = set.map((l) => l.id)
  const [sections, mine] = await Promise.all([sectionsOf(ctx.db, ids), standings(ctx.db, ids, [student.id])])
  const counts = await questionCounts(
    ctx,
    sections.flatMap((s) => s.items.map((i) => i.worksheetId).filter((id): id is number => id != null)),
  )
  const blank: Standing = {
    quizId: null,
    completed: false,
    late: false,
    marksGiven: null,
    maxScore: null,
    correctAttempts: 0,
    dueDate: null,
  }
  return {
    course_id: courseId,
    sections: set.flatMap((lesson) =>
      sections
        .filter((s) => s.lessonId === lesson.id)
        .map((s) => {
          const items = s.items.map((item) => {
            const at = mine.get(standingKey(item.id, student.id)) ?? blank
            return {
              id: item.id,
              item_type_id: item.itemTypeId,
              title: item.title,
              worksheet_id: item.worksheetId,
              content_id: item.contentId,
              quiz_id: at.quizId,
              completed: at.completed,
              marks_given: at.marksGiven,
              max_score: at.maxScore,
              item_stats: {
                correct_attempts: at.correctAttempts,
                num_questions: item.worksheetId ? (counts.get(item.worksheetId) ?? 0) : 0,
              },
            }
          })
          return {
            id: s.id,
            title: s.title,
            lesson_id: lesson.id,
            lesson_title: lesson.title,
            due_date: lesson.dueDate,
            completed: items.length > 0 && items.every((i) => i.completed),
            items,
          }
        }),
    ),
  }
}

/** GET /lessons/progress: completed and total items of each lesson set for the student. */
export async function lessonProgress(
  ctx: AppContext,
  student: UserRow,
  q: { course_id?: number; lesson_type_id?: number },
) {
  const set = await setFor(ctx, student.id, q)
  const ids = set.map((l) => l.id)
  const [sections, mine] = await Promise.all([sectionsOf(ctx.db, ids), standings(ctx.db, ids, [student.id])])
  return {
    lessons: set.map((lesson) => {
      const items = sections.filter((s) => s.lessonId === lesson.id).flatMap((s) => s.items)
      return {
        lesson_id: lesson.id,
        completed_items: items.filter((i) => mine.get(standingKey(i.id, student.id))?.completed).length,
        total_items: items.length,
      }
    }),
  }
}

/** POST /lessons/items/{id}/complete: a student has read a page of notes in a lesson they may open. */
export async function completeItem(ctx: AppContext, student: UserRow, itemId: number) {
  const [item] = await ctx.db
    .select({ id: lessonItems.id, type: lessonItems.itemTypeId, lessonId: lessonSections.lessonId })
    .from(lessonItems)
    .innerJoin(lessonSections, eq(lessonSections.id, lessonItems.sectionId))
    .where(eq(lessonItems.id, itemId))
  if (!item) throw notFound('There is no such item in your lessons.')
  await loadLessonFor(ctx, student, item.lessonId, 'read')
  if (item.type !== LESSON_ITEM_TYPE.CONTENT)
    throw badRequest('A worksheet is done when you hand it in: open it from your learning path.')
  await ctx.db.insert(lessonItemCompletions).values({ itemId, studentId: student.id }).onConflictDoNothing()
  return presentOne(ctx, student, item.lessonId)
}

/**
 * The students a section report covers: those the lesson was set for, in classes the caller reaches (or set by
 * them), narrowed to one class or student when asked.
 */
async function reportStudents(
  ctx: AppContext,
  caller: UserRow,
  lessonId: number,
  q: { student_id?: number; class_id?: number },
) {
  const reach =
    caller.userRoleId === USER_ROLE.ADMIN
      ? undefined
      : sql`(${lessonAssignments.createdBy} = ${caller.id} or ${lessonAssignments.classId} in
          (select id from ${classes} where ${reachableClasses(caller)}))`
  return ctx.db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(lessonAssignments)
    .innerJoin(assignments, eq(assignments.lessonAssignmentId, lessonAssignments.id))
    .innerJoin(assignmentStudents, eq(assignmentStudents.assignmentId, assignments.id))
    .innerJoin(users, eq(users.id, assignmentStudents.studentId))
    .where(
      and(
        eq(lessonAssignments.lessonId, lessonId),
        reach,
        q.student_id ? eq(users.id, q.student_id) : undefined,
        q.class_id
          ? sql`${users.id} in (select ${classMembers.userId} from ${classMembers} where ${classMembers.classId} = ${q.class_id})`
          : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName))
}

const sum = (values: (number | null)[]) =>
  values.some((v) => v != null) ? values.reduce<number>((t, v) => t + (v ?? 0), 0) : null

/** GET /lessons/sections/{id}/report: how the caller's students did on a section, per student and per item. */
export async function sectionReport(
  ctx: AppContext,
  caller: UserRow,
  sectionId: number,
  q: { student_id?: number; class_id?: number },
) {
  const [section] = await ctx.db.select().from(lessonSections).where(eq(lessonSections.id, sectionId))
  if (!section) throw notFound('There is no such lesson section among yours.')
  await loadLessonFor(ctx, caller, section.lessonId, 'read')
  const [students, sections] = await Promise.all([
    reportStudents(ctx, caller, section.lessonId, q),
    sectionsOf(ctx.db, [section.lessonId]),
  ])
  const items = sections.find((s) => s.id === sectionId)?.items ?? []
  const at = await standings(
    ctx.db,
    [section.lessonId],
    students.map((s) => s.id),
  )
  const of = (itemId: number, studentId: number) => at.get(standingKey(itemId, studentId))
  return {
    section_id: sectionId,
    lesson_id: section.lessonId,
    items: items.map((item) => {
      const done = students.map((s) => of(item.id, s.id)).filter((x) => x?.completed)
      const percents = done
        .filter((x) => x?.marksGiven != null && x.maxScore)
        .map((x) => ((x?.marksGiven ?? 0) * 100) / (x?.maxScore ?? 1))
      return {
        item_id: item.id,
        title: item.title,
        completion_rate: students.length ? done.length / students.length : 0,
        average_percent: percents.length ? percents.reduce((a, b) => a + b, 0) / percents.length : null,
      }
    }),
    students: students.map((s) => {
      const mine = items.map((i) => of(i.id, s.id))
      return {
        student_id: s.id,
        first_name: s.firstName,
        last_name: s.lastName,
        completed_items: mine.filter((x) => x?.completed).length,
        late_items: mine.filter((x) => x?.late).length,
        marks_given: sum(mine.map((x) => (x?.completed ? x.marksGiven : null))),
        max_score: sum(mine.map((x) => (x?.completed ? x.maxScore : null))),
      }
    }),
  }
}
