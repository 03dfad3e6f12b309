import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { classes, courses, schools, users } from './accounts'
import { createdAt, updatedAt } from './columns'
import { learningContents } from './commerce'
import { topics, worksheets } from './content'

/**
 * A lesson (ADR 0056): sections of worksheets and notes in order, in a course; a school's, or a common one
 * (no school) made by Lantern's curriculum team.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** LESSON_TYPE: 1 lesson, 2 aiBook, 3 learning path, 4 mock exam, 5 topic booster. */
    lessonTypeId: smallint('lesson_type_id').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    schoolId: integer('school_id').references(() => schools.id),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    isPsleHub: boolean('is_psle_hub').notNull().default(false),
    /** Changed after it was assigned: new items reach the students when it is assigned again. */
    needsReassignment: boolean('needs_reassignment').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('lessons_school_idx').on(t.schoolId), index('lessons_course_idx').on(t.courseId)],
)

export const lessonSections = pgTable(
  'lesson_sections',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** A topic booster's section practises one topic. */
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    position: smallint('position').notNull(),
  },
  (t) => [index('lesson_sections_lesson_idx').on(t.lessonId)],
)

export const lessonItems = pgTable(
  'lesson_items',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => lessonSections.id, { onDelete: 'cascade' }),
    /** LESSON_ITEM_TYPE: 1 a worksheet, 2 a page of learning content. */
    itemTypeId: smallint('item_type_id').notNull(),
    title: text('title').notNull(),
    worksheetId: integer('worksheet_id').references(() => worksheets.id, { onDelete: 'cascade' }),
    contentId: integer('content_id').references(() => learningContents.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    index('lesson_items_section_idx').on(t.sectionId),
    index('lesson_items_worksheet_idx').on(t.worksheetId),
  ],
)

/** A lesson set for a class (or chosen students of it): its worksheets' assignments point here. */
export const lessonAssignments = pgTable(
  'lesson_assignments',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    dateAssigned: date('date_assigned').notNull(),
    dueDate: date('due_date').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('lesson_assignments_lesson_idx').on(t.lessonId)],
)

/** A note item a student has read (worksheet items complete through their quiz). */
export const lessonItemCompletions = pgTable(
  'lesson_item_completions',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => lessonItems.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.studentId] }),
    index('lesson_item_completions_student_idx').on(t.studentId),
  ],
)
