import { eq } from 'drizzle-orm'
import { signIn, type TestApp } from '../../../tests/server'
import { QUESTION_TYPE } from '../../ai/types'
import type { Db } from '../../db/client'
import {
  classes,
  classMembers,
  departmentHeads,
  questions,
  schools,
  users,
  worksheetQuestions,
} from '../../db/schema'
import { firstQuiz } from '../quiz/testing'

/** Test support for the marking inbox: answers that wait for a teacher, and teachers of every school role. */
export type Inbox = {
  items: {
    evaluation_id: number
    reason: string
    student: { first_name: string }
    class: { id: number; name: string }
    question: { id: number; max_score: number; model_answer: string | null }
    answer: { audio_url: string | null; text: string | null; ai_marks: number | null }
    student_question: string | null
  }[]
  total_count: number
}

export const inboxOf = async (app: TestApp, headers: Record<string, string>, query = '') => {
  const res = await app.inject({ method: 'GET', url: `/api/v1/teachers/marking-inbox${query}`, headers })
  return { status: res.statusCode, body: res.json() as Inbox }
}

/** chloe hands in her `index`-th quiz with its first question swapped for an oral one, recorded, never transcribed. */
export async function submitOral(app: TestApp, db: Db, index = 0) {
  const { headers } = await signIn(app, 'chloe')
  const [oral] = await db
    .select()
    .from(questions)
    .where(eq(questions.questionTypeId, QUESTION_TYPE.ORAL))
    .limit(1)
  const quiz = await firstQuiz(app, headers, index)
  await db
    .update(worksheetQuestions)
    .set({ questionId: oral.id })
    .where(eq(worksheetQuestions.questionId, quiz.questions[0].id))
  const boundary = '----oral'
  const others = quiz.questions.slice(1).map((q) => ({ question_id: q.id, value: '7' }))
  const fields = [{ question_id: oral.id }, ...others]
    .map(
      (e) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="evaluations"\r\n\r\n${JSON.stringify(e)}\r\n`,
    )
    .join('')
  const payload = Buffer.concat([
    Buffer.from(
      `${fields}--${boundary}\r\nContent-Disposition: form-data; name="audio_file"; filename="1795259663160.webm"\r\nContent-Type: audio/webm\r\n\r\n`,
    ),
    Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64)]),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/quiz/${quiz.id}/submit`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  })
  if (res.statusCode !== 200) throw new Error(`submit failed: ${res.statusCode} ${res.body}`)
  return { quiz, oral, headers }
}

/**
 * A teacher of another school (with a class and a child of their own), and a department head of the demo school
 * who heads `subjectId`: both sign in with the demo password.
 */
export async function otherTeachers(db: Db, subjectId: number) {
  const [tom] = await db.select().from(users).where(eq(users.email, 'teacher@lantern.test'))
  const [school] = await db.insert(schools).values({ name: 'Other Primary' }).returning()
  const teacher = (email: string, extra: Partial<typeof users.$inferInsert>) => ({
    firstName: 'Other',
    lastName: 'Teacher',
    userRoleId: 2,
    hasAgreedPolicy: true,
    passwordHash: tom.passwordHash,
    email,
    ...extra,
  })
  const [outsider, head] = await db
    .insert(users)
    .values([
      teacher('outsider@other-primary.test', { schoolId: school.id, teacherRoleId: 3 }),
      teacher('head@lantern.test', { schoolId: tom.schoolId, teacherRoleId: 2 }),
    ])
    .returning()
  const [klass] = await db
    .insert(classes)
    .values({ name: 'Other class', schoolId: school.id, subjectId })
    .returning()
  await db.insert(classMembers).values({ classId: klass.id, userId: outsider.id })
  await db.insert(departmentHeads).values({ userId: head.id, subjectId })
  return { outsiderClass: klass }
}
