import { and, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm'
import type { Executor } from '../../../db/client'
import {
  courses,
  courseTaggings,
  learningContents,
  questions,
  type retrievalChunks,
  retrievalDocuments,
  subjects,
  topics,
} from '../../../db/schema'
import { splitIntoChunks } from './chunks'
import { searchTextOf } from './cjk'

/** A chunk as it is written; the database fills in the id, the text-search vector and the time. */
export type ChunkRow = Omit<typeof retrievalChunks.$inferInsert, 'id' | 'updatedAt'>
type Scope = Pick<
  ChunkRow,
  'courseId' | 'topicId' | 'academicLevelId' | 'subjectId' | 'schoolId' | 'isPublic'
>

const NOTE_SIZE = 800
const LABELS = 'ABCDEFGH'

/**
 * A chunk row. Its search text is the body, its title and its subject's name (so "a Chinese question" or
 * "measure words" finds material whose body does not say so), with Chinese split into pairs (cjk.ts).
 */
const chunk = (
  kind: ChunkRow['sourceKind'],
  sourceId: number,
  position: number,
  title: string,
  body: string,
  { subjectName, ...scope }: Scope & { subjectName: string | null },
): ChunkRow => ({
  sourceKind: kind,
  sourceId,
  position,
  title,
  body,
  searchText: searchTextOf([body, title, subjectName].filter(Boolean).join('\n')),
  ...scope,
})

const courseScope = {
  courseId: courses.id,
  academicLevelId: courses.academicLevelId,
  subjectId: courses.subjectId,
  courseSchoolId: courses.schoolId,
  subjectName: subjects.name,
}

/** Published notes and exam tips, in pieces of about 800 characters; public when the course is common. */
export async function noteChunks(db: Executor, only?: number): Promise<ChunkRow[]> {
  const rows = await db
    .select({ note: learningContents, ...courseScope })
    .from(learningContents)
    .leftJoin(courses, eq(courses.id, learningContents.courseId))
    .leftJoin(subjects, eq(subjects.id, courses.subjectId))
    .where(
      and(
        eq(learningContents.isPublished, true),
        inArray(learningContents.kind, ['notes', 'exam_tips']),
        only === undefined ? undefined : eq(learningContents.id, only),
      ),
    )
  return rows.flatMap(({ note, courseSchoolId, ...course }) => {
    const schoolId = note.schoolId ?? courseSchoolId
    const scope = { ...course, topicId: note.topicId, schoolId, isPublic: schoolId === null }
    const text = note.summary ? `${note.summary}\n\n${note.body}` : note.body
    return splitIntoChunks(text, NOTE_SIZE).map((body, i) =>
      chunk('note', note.id, i, note.title, body, scope),
    )
  })
}

/** One chunk per topic that has a summary; the visitors' coach may use those of common courses. */
export async function topicChunks(db: Executor, only?: number): Promise<ChunkRow[]> {
  const rows = await db
    .select({ topic: topics, ...courseScope })
    .from(topics)
    .innerJoin(courses, eq(courses.id, topics.courseId))
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .where(and(isNotNull(topics.summary), only === undefined ? undefined : eq(topics.id, only)))
  return rows.map(({ topic, courseSchoolId, ...course }) =>
    chunk('topic', topic.id, 0, topic.name, topic.summary ?? '', {
      ...course,
      topicId: topic.id,
      schoolId: courseSchoolId,
      isPublic: courseSchoolId === null,
    }),
  )
}

/**
 * Each enabled, approved bank question (never a part on its own) as a `question` chunk (its text, its parts and
 * options) and a `solution` chunk (the worked solution). Never the marking scheme, the answer or the key: the
 * coach may hold a solution, and retrieval leaves out those of questions the child has not handed in.
 */
export async function questionChunks(db: Executor, only?: number): Promise<ChunkRow[]> {
  const approved: SQL[] = [
    eq(questions.isEnabled, true),
    eq(questions.needApprove, false),
    isNull(questions.parentId),
  ]
  const rows = await db
    .select({ question: questions, topicName: topics.name, ...courseScope })
    .from(questions)
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .leftJoin(topics, eq(topics.id, questions.topicId))
    .where(and(...approved, only === undefined ? undefined : eq(questions.id, only)))
  if (!rows.length) return []
  const parts = await db
    .select({ parentId: questions.parentId, text: questions.text, solution: questions.solution })
    .from(questions)
    .where(
      inArray(
        questions.parentId,
        rows.map((r) => r.question.id),
      ),
    )
    .orderBy(questions.parentId, questions.partOrder)
  return rows.flatMap(({ question: q, topicName, courseSchoolId, ...course }) => {
    const own = parts.filter((p) => p.parentId === q.id)
    const scope = { ...course, topicId: q.topicId, schoolId: q.schoolId ?? courseSchoolId, isPublic: false }
    const title = topicName ?? 'Practice question'
    const options = [...q.options].sort((a, b) => a.order - b.order)
    const text = [
      q.text,
      ...own.map((p, i) => `(${String.fromCharCode(97 + i)}) ${p.text}`),
      ...options.map((o, i) => `${LABELS[i]}. ${o.text}`),
    ].join('\n')
    const solution = [
      q.solution,
      ...own.map((p, i) => p.solution && `(${String.fromCharCode(97 + i)}) ${p.solution}`),
    ]
      .filter(Boolean)
      .join('\n\n')
    return [
      chunk('question', q.id, 0, title, text, scope),
      ...(solution.trim() ? [chunk('solution', q.id, 0, title, solution, scope)] : []),
    ]
  })
}

/** Staff-written retrieval documents, in pieces of the document's own chunk size. */
export async function documentChunks(db: Executor, only?: number): Promise<ChunkRow[]> {
  const rows = await db
    .select({ doc: retrievalDocuments, courseId: courseTaggings.courseId, subjectName: subjects.name })
    .from(retrievalDocuments)
    .leftJoin(subjects, eq(subjects.id, retrievalDocuments.subjectId))
    .leftJoin(courseTaggings, eq(courseTaggings.id, retrievalDocuments.courseTaggingId))
    .where(only === undefined ? undefined : eq(retrievalDocuments.id, only))
  return rows.flatMap(({ doc, courseId, subjectName }) => {
    const scope = {
      subjectName,
      courseId,
      topicId: null,
      academicLevelId: doc.academicLevelId,
      subjectId: doc.subjectId,
      schoolId: doc.schoolId,
      isPublic: false,
    }
    return splitIntoChunks(doc.content, doc.chunkSize).map((body, i) =>
      chunk('document', doc.id, i, doc.name, body, scope),
    )
  })
}
