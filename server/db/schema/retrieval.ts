import { sql } from 'drizzle-orm'
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { academicLevels, courses, schools, subjects, users } from './accounts'
import { createdAt, updatedAt } from './columns'
import { courseTaggings, topics } from './content'

/** PostgreSQL's full-text document type; written only by the database (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** A staff-written document the coaches may draw on (product.md "Retrieval document"). */
export const retrievalDocuments = pgTable('retrieval_documents', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
  courseTaggingId: integer('course_tagging_id').references(() => courseTaggings.id, { onDelete: 'set null' }),
  academicLevelId: integer('academic_level_id').references(() => academicLevels.id),
  subjectId: integer('subject_id').references(() => subjects.id),
  documentTypeId: smallint('document_type_id').notNull(),
  chunkSize: smallint('chunk_size').notNull().default(800),
  content: text('content').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
})

export type ChunkSource = 'note' | 'topic' | 'question' | 'solution' | 'document'

/**
 * The searchable pieces of our own material (ADR 0033): notes, topic summaries, bank questions and their worked
 * solutions, documents. Never a marking scheme or answer key. `search_text` is the body with runs of Chinese
 * characters split into overlapping pairs, since PostgreSQL's parsers do not segment Chinese.
 */
export const retrievalChunks = pgTable(
  'retrieval_chunks',
  {
    id: serial('id').primaryKey(),
    sourceKind: text('source_kind').$type<ChunkSource>().notNull(),
    sourceId: integer('source_id').notNull(),
    position: smallint('position').notNull().default(0),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    academicLevelId: integer('academic_level_id'),
    subjectId: integer('subject_id'),
    /** Null: common material every school's students may see. */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    /** The visitors' coach may use it (topic summaries, common notes). */
    isPublic: boolean('is_public').notNull().default(false),
    title: text('title').notNull(),
    body: text('body').notNull(),
    searchText: text('search_text').notNull(),
    tsv: tsvector('tsv').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('english', search_text), 'B') || setweight(to_tsvector('simple', search_text), 'C')`,
    ),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('retrieval_chunks_tsv_idx').using('gin', t.tsv),
    index('retrieval_chunks_scope_idx').on(t.academicLevelId, t.subjectId),
    uniqueIndex('retrieval_chunks_source_key').on(t.sourceKind, t.sourceId, t.position),
  ],
)

/** A chunk's embedding for the configured model; only filled when an embedding model is set (ADR 0033). */
export const retrievalEmbeddings = pgTable('retrieval_embeddings', {
  chunkId: integer('chunk_id')
    .primaryKey()
    .references(() => retrievalChunks.id, { onDelete: 'cascade' }),
  model: text('model').notNull(),
  dims: smallint('dims').notNull(),
  embedding: real('embedding').array().notNull(),
  createdAt: createdAt(),
})
