import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt } from './columns'

/** What a teacher asked the generator for (the multipart fields, decoded), kept for the history. */
export type GenerationRequest = {
  numWorksheets: number
  numQuestions: number
  reference: string | null
  sourceIds: number[]
  curriculumIds: number[]
  courseId: number
}

/**
 * A worksheet generation run (ADR 0054): its progress, so any instance can say how far it got, and a cancel
 * flag the run reads between questions. `request_key` is the client's id for the run, so the page can follow and
 * cancel it while its POST is still open.
 */
export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestKey: text('request_key').notNull(),
    /** running, done, cancelled, failed */
    status: text('status').notNull().default('running'),
    prompt: text('prompt').notNull(),
    assessmentPurpose: text('assessment_purpose'),
    request: jsonb('request').$type<GenerationRequest>().notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    /** What the run is doing now, in words a teacher reads. */
    stage: text('stage').notNull().default(''),
    error: text('error'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    /** Written with each step: a running job whose beat stopped was cut off (its instance died). */
    beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
    worksheetIds: integer('worksheet_ids').array().notNull().default(sql`'{}'::int[]`),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('generation_jobs_key_idx').on(t.teacherId, t.requestKey),
    index('generation_jobs_teacher_idx').on(t.teacherId, t.createdAt),
  ],
)

/** A PDF or Word document a teacher gave the generator: a curriculum to follow or a source to draw on. */
export const generationDocuments = pgTable(
  'generation_documents',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** GENERATION (2) or CURRICULUM (4). */
    documentTypeId: smallint('document_type_id').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    url: text('url').notNull(),
    /** The text taken out of it (empty when it had none we could read, e.g. a scan). */
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('generation_documents_owner_idx').on(t.ownerId, t.documentTypeId)],
)
