import { date, index, integer, pgTable, primaryKey, serial } from 'drizzle-orm/pg-core'
import { classes, users } from './accounts'
import { createdAt } from './columns'
import { worksheets } from './content'
import { lessonAssignments } from './lessons'

/**
 * A worksheet set for a class or chosen students, from one day to a due day (ADR 0050). Each assigned student
 * gets a quiz of group type 1 (assignment) carrying the assignment's id; its students are listed below, so a
 * child who joins the class later is not assigned work set before.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    worksheetId: integer('worksheet_id')
      .notNull()
      .references(() => worksheets.id, { onDelete: 'cascade' }),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    dateAssigned: date('date_assigned').notNull(),
    /** The last day it is due, in the school's time (Singapore); work handed in after it is late. */
    dueDate: date('due_date').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set as part of a lesson (ADR 0056); cleared when the lesson is deleted, the assignment stays. */
    lessonAssignmentId: integer('lesson_assignment_id').references(() => lessonAssignments.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('assignments_worksheet_idx').on(t.worksheetId), index('assignments_class_idx').on(t.classId)],
)

export const assignmentStudents = pgTable(
  'assignment_students',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.studentId] }),
    index('assignment_students_student_idx').on(t.studentId),
  ],
)
