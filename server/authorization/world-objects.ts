import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  academicLevels,
  assignmentStudents,
  assignments,
  classMembers,
  courses,
  courseTaggings,
  evaluations,
  parentChildren,
  questions,
  quizzes,
  users,
  worksheetQuestions,
  worksheets,
} from '../db/schema'
import { quizEvaluations } from '../modules/quiz/catalog'

/** Test support: the single objects the authorization walk's world is made of. */

/** A P5 Maths course of a school, with a tagging of its questions. */
export async function schoolCourse(db: Db, schoolId: number, level: number, subject: number) {
  const [row] = await db
    .insert(courses)
    .values({ name: `P5 Maths of school ${schoolId}`, subjectId: subject, academicLevelId: level, schoolId })
    .returning()
  const [tagging] = await db.insert(courseTaggings).values({ courseId: row.id, name: 'Paper 1' }).returning()
  return { course: row.id, courseTagging: tagging.id }
}

/** A short-answer question owned by a school. */
export async function schoolQuestion(
  db: Db,
  q: { courseId: number; schoolId: number; createdBy: number; passageId?: number },
) {
  const [row] = await db
    .insert(questions)
    .values({
      ...q,
      questionTypeId: 3,
      text: `A question of school ${q.schoolId}`,
      answerKey: { kind: 'text', accepted: ['lantern'] },
      answer: 'lantern',
      maxScore: 1,
    })
    .returning()
  return row.id
}

/** A copy of a question with the same owner, for a call that deletes what it is given. */
export async function copyQuestion(db: Db, id: number) {
  const [row] = await db.select().from(questions).where(eq(questions.id, id))
  const { id: _id, ref: _ref, ...rest } = row
  const [copy] = await db.insert(questions).values(rest).returning({ id: questions.id })
  return copy.id
}

/** A copy of a child account with the same parent, for a call that deletes the child it is given. */
export async function copyChild(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  const { id: _id, ...rest } = row
  const suffix = Math.random().toString(36).slice(2, 8)
  const [copy] = await db
    .insert(users)
    .values({ ...rest, username: `${row.username ?? 'child'}-${suffix}`, email: null })
    .returning({ id: users.id })
  const links = await db.select().from(parentChildren).where(eq(parentChildren.childId, id))
  for (const link of links) await db.insert(parentChildren).values({ ...link, childId: copy.id })
  // In the same classes, so a call that takes a member out of a class finds the copy where the original was.
  const memberships = await db.select().from(classMembers).where(eq(classMembers.userId, id))
  for (const m of memberships) await db.insert(classMembers).values({ classId: m.classId, userId: copy.id })
  return copy.id
}

/**
 * A quiz of the student on the first common P5 worksheet, with its answers: the first a draft, the second
 * submitted and marked, so a teacher has something to re-mark.
 */
export async function quizOf(db: Db, studentId: number) {
  const [sheet] = await db
    .select({ worksheet: worksheets })
    .from(worksheets)
    .innerJoin(courses, eq(courses.id, worksheets.courseId))
    .innerJoin(academicLevels, eq(academicLevels.id, courses.academicLevelId))
    .where(and(eq(academicLevels.name, 'P5'), isNull(worksheets.ownerId), isNull(courses.schoolId)))
    .orderBy(asc(worksheets.id))
    .limit(1)
  const { id: worksheetId, groupTypeId } = sheet.worksheet
  const [quiz] = await db
    .insert(quizzes)
    .values({ studentId, worksheetId, groupTypeId, maxScore: 1 })
    .returning()
  const { rows } = await quizEvaluations(db, quiz.id, worksheetId)
  await db
    .update(evaluations)
    .set({
      isSubmitted: true,
      gradingCompleted: true,
      marksGiven: 0,
      isFullMarks: false,
      submittedAt: new Date(),
    })
    .where(eq(evaluations.id, rows[1].id))
  return { quiz: quiz.id, draft: rows[0].id, submitted: rows[1].id, worksheet: worksheetId }
}

/**
 * A teacher's worksheet owned by a class, holding one question, assigned to one student of it (ADR 0050): what
 * the worksheet calls act on.
 */
export async function classWorksheet(
  db: Db,
  w: { courseId: number; classId: number; ownerId: number; questionId: number; studentId: number },
) {
  const [sheet] = await db
    .insert(worksheets)
    .values({ title: 'A class worksheet', courseId: w.courseId, ownerId: w.ownerId, ownerClassId: w.classId })
    .returning()
  await db.insert(worksheetQuestions).values({ worksheetId: sheet.id, questionId: w.questionId, position: 1 })
  const [assignment] = await db
    .insert(assignments)
    .values({ worksheetId: sheet.id, classId: w.classId, dateAssigned: '2026-01-05', dueDate: '2099-12-31' })
    .returning()
  await db.insert(assignmentStudents).values({ assignmentId: assignment.id, studentId: w.studentId })
  return { worksheet: sheet.id, assignment: assignment.id }
}

/** A copy of a worksheet with its questions and assignments, for a call that deletes what it is given. */
export async function copyWorksheet(db: Db, id: number, assignmentId?: number) {
  const [row] = await db.select().from(worksheets).where(eq(worksheets.id, id))
  const { id: _id, ref: _ref, ...rest } = row
  const [copy] = await db.insert(worksheets).values(rest).returning()
  const items = await db.select().from(worksheetQuestions).where(eq(worksheetQuestions.worksheetId, id))
  if (items.length)
    await db.insert(worksheetQuestions).values(items.map((q) => ({ ...q, worksheetId: copy.id })))
  let copiedAssignment: number | undefined
  for (const a of await db.select().from(assignments).where(eq(assignments.worksheetId, id))) {
    const { id: oldId, ...fields } = a
    const [made] = await db
      .insert(assignments)
      .values({ ...fields, worksheetId: copy.id })
      .returning()
    const students = await db
      .select()
      .from(assignmentStudents)
      .where(eq(assignmentStudents.assignmentId, oldId))
    if (students.length)
      await db.insert(assignmentStudents).values(students.map((s) => ({ ...s, assignmentId: made.id })))
    if (oldId === assignmentId) copiedAssignment = made.id
  }
  return { worksheet: copy.id, assignment: copiedAssignment }
}
