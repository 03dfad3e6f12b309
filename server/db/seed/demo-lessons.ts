import { and, asc, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { LESSON_ITEM_TYPE, LESSON_TYPE } from '../../../contracts/constants'
import { addDays, localDate } from '../../modules/progress/dates'
import type { Db } from '../client'
import { classes, courses, learningContents, lessons, topics, worksheets } from '../schema'
import { DEMO_PASSWORD } from '../seed'

type Sheet = { id: number; title: string; topicId: number | null }

const WORKSHEET = LESSON_ITEM_TYPE.WORKSHEET
const sheetItem = (s: Sheet) => ({ item_type_id: WORKSHEET, title: s.title, worksheet_id: s.id })

/** The common course of the demo class (P5 Maths), its bank worksheets by topic, and its notes. */
async function material(db: Db) {
  const [klass] = await db.select().from(classes).orderBy(asc(classes.id)).limit(1)
  if (!klass?.academicLevelId || !klass.subjectId) return null
  const [course] = await db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.academicLevelId, klass.academicLevelId),
        eq(courses.subjectId, klass.subjectId),
        isNull(courses.schoolId),
      ),
    )
  if (!course) return null
  const sheets: Sheet[] = await db
    .select({ id: worksheets.id, title: worksheets.title, topicId: worksheets.topicId })
    .from(worksheets)
    .where(and(eq(worksheets.courseId, course.id), isNull(worksheets.ownerId), eq(worksheets.groupTypeId, 3)))
    .orderBy(asc(worksheets.id))
  const courseTopics = await db
    .select()
    .from(topics)
    .where(eq(topics.courseId, course.id))
    .orderBy(asc(topics.sortOrder))
  const notes = await db
    .select()
    .from(learningContents)
    .where(and(eq(learningContents.courseId, course.id), isNull(learningContents.schoolId)))
    .orderBy(asc(learningContents.id))
  return { klass, course, sheets, topics: courseTopics, notes }
}

/**
 * The demo's lessons (`npm start`), made through the app: a Lantern lesson and topic booster for P5 Maths (by the
 * curriculum team), and the teacher's own lesson set for 5 Kingfisher Maths this week, so the lessons pages and
 * chloe's learning path have something to show. Runs once, on a new demo database, never under test.
 */
export async function seedDemoLessons(app: FastifyInstance, now = new Date()) {
  const { db } = app.ctx
  const [any] = await db.select({ id: lessons.id }).from(lessons).limit(1)
  const found = await material(db)
  if (any || !found || found.sheets.length < 4) return
  const { klass, course, sheets, notes } = found
  const call = async <T>(method: 'POST', url: string, token?: string, payload?: object) => {
    const res = await app.inject({
      method,
      url: `/api/v1${url}`,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    if (res.statusCode >= 300)
      throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`)
    return res.json() as T
  }
  const signIn = async (email: string) =>
    (
      await call<{ access_token: string }>('POST', '/auth/login', undefined, {
        login_type: 'email',
        email,
        password: DEMO_PASSWORD,
      })
    ).access_token
  const curriculum = await signIn('curriculum@lantern.test')
  const teacher = await signIn('teacher@lantern.test')
  const withTopic = found.topics
    .map((t) => ({ topic: t, sheets: sheets.filter((s) => s.topicId === t.id) }))
    .filter((t) => t.sheets.length)
  const note = notes[0]
  await call('POST', '/lessons', curriculum, {
    title: `${course.name}: a first look at each topic`,
    lesson_type_id: LESSON_TYPE.LESSON,
    course_id: course.id,
    sections: withTopic.slice(0, 3).map(({ topic, sheets: ofTopic }, i) => ({
      title: topic.name,
      topic_id: topic.id,
      items: [
        ...(i === 0 && note
          ? [{ item_type_id: LESSON_ITEM_TYPE.CONTENT, title: note.title, content_id: note.id }]
          : []),
        sheetItem(ofTopic[0]),
      ],
    })),
  })
  await call('POST', '/lessons', curriculum, {
    title: `${course.name} topic booster`,
    lesson_type_id: LESSON_TYPE.TOPIC_BOOSTER,
    course_id: course.id,
    sections: withTopic.slice(0, 4).map(({ topic, sheets: ofTopic }) => ({
      title: topic.name,
      topic_id: topic.id,
      items: ofTopic.slice(0, 2).map(sheetItem),
    })),
  })
  const mine = await call<{ id: number }>('POST', '/lessons', teacher, {
    title: 'This week in class',
    lesson_type_id: LESSON_TYPE.LESSON,
    course_id: course.id,
    sections: [
      {
        title: 'Warm up',
        items: [
          ...(note
            ? [{ item_type_id: LESSON_ITEM_TYPE.CONTENT, title: note.title, content_id: note.id }]
            : []),
          sheetItem(sheets[1]),
        ],
      },
      { title: 'Practise', items: [sheetItem(sheets[2]), sheetItem(sheets[3])] },
    ],
  })
  const today = localDate(now, 'Asia/Singapore')
  await call('POST', `/lessons/${mine.id}/assign`, teacher, {
    class_ids: [klass.id],
    date_assigned: today,
    due_date: addDays(today, 6),
  })
}
