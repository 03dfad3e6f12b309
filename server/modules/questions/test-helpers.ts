import { and, eq } from 'drizzle-orm'
import { beforeAll } from 'vitest'
import { signIn, type TestApp } from '../../../tests/server'
import type { Db } from '../../db/client'
import { academicLevels, courses, questions, schools, subjects } from '../../db/schema'

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
export const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
)

export type Upload = { name: string; data: Buffer; type?: string }

/** PUT /questions as the browser sends it: the question as JSON in "question", images in "files[]". */
export async function questionForm(question: object, files: Upload[] = []) {
  const form = new FormData()
  form.append('question', JSON.stringify(question))
  for (const f of files)
    form.append('files[]', new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }), f.name)
  const request = new Request('http://test.local/', { method: 'PUT', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  }
}

export async function saveForm(
  app: TestApp,
  headers: Record<string, string>,
  question: object,
  files: Upload[] = [],
) {
  const form = await questionForm(question, files)
  return app.inject({
    method: 'PUT',
    url: '/api/v1/questions',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  })
}

export async function courseId(db: Db, level: string, subject: string) {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(academicLevels, eq(academicLevels.id, courses.academicLevelId))
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .where(and(eq(academicLevels.name, level), eq(subjects.name, subject)))
  return row.id
}

/** A question of another school, which the demo teacher must neither see nor change. */
export async function otherSchoolQuestion(db: Db, course: number) {
  const [school] = await db.insert(schools).values({ name: 'Another Primary' }).returning()
  const [row] = await db
    .insert(questions)
    .values({
      courseId: course,
      schoolId: school.id,
      questionTypeId: 3,
      text: 'Another school’s question',
      answerKey: { kind: 'text', accepted: ['secret'] },
      answer: 'secret',
      maxScore: 1,
    })
    .returning()
  return row
}

export const numericQuestion = (course: number, extra: object = {}) => ({
  course_id: course,
  question_type_id: 2,
  text: 'What is 3 divided by 4?',
  answer: '3/4',
  solution: '3 ÷ 4 = 3/4 = 0.75',
  max_score: 1,
  ...extra,
})

/** A two-criterion scheme for "why does a puddle dry up?", as a teacher writes one. */
export const PUDDLE_SCHEME =
  '- 1 mark: The water evaporates (key ideas: evaporate / evaporation)\n- 1 mark: Heat from the sun (key ideas: heat / warm + sun)'

/** An open question on the puddle, in the author's course, for the scheme above. */
export const puddleQuestion = (author: { science: number }) => ({
  course_id: author.science,
  question_type_id: 4,
  text: 'Why does the puddle dry up on a sunny day?',
  answer: 'The heat of the sun makes the water evaporate.',
  max_score: 2,
})

/** The demo teacher's bearer header and the P5 Science course, read before the file's tests. */
export function scienceTeacher(t: { app: TestApp; database: { db: Db } }) {
  const state = { teacher: {} as Record<string, string>, science: 0 }
  beforeAll(async () => {
    state.teacher = (await signIn(t.app, 'teacher@lantern.test')).headers
    state.science = await courseId(t.database.db, 'P5', 'Science')
  })
  return state
}
