import { and, asc, eq, isNull } from 'drizzle-orm'
import { TEACHER_ROLE, USER_ROLE } from '../../contracts/constants'
import type { Db } from '../db/client'
import {
  academicLevels,
  classes,
  classMembers,
  courses,
  learningContents,
  parentChildren,
  passages,
  questions,
  schools,
  subjects,
  topics,
  users,
} from '../db/schema'
import { chatOf } from './world-chat'
import { walkCommerce } from './world-commerce'
import { lessonOf } from './world-lessons'
import { classWorksheet, quizOf, schoolCourse, schoolQuestion } from './world-objects'

/**
 * Test support: the demo data (school A with its owner, teacher, class and chloe; the Lim family, ava and ben)
 * plus what the authorization walk refuses: another family (a parent and eve, a home learner) and another school
 * (B, with its teacher, class and dan), each with quizzes, questions, courses and passages of their own.
 */
export async function buildWorld(db: Db) {
  const demo = Object.fromEntries(
    (await db.select().from(users)).map((u) => [u.username ?? u.email?.split('@')[0], u]),
  )
  const schoolA = demo.owner.schoolId!
  const [p5] = await db.select().from(academicLevels).where(eq(academicLevels.name, 'P5'))
  const [maths] = await db.select().from(subjects).where(eq(subjects.name, 'Maths'))
  const [commonCourse] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.academicLevelId, p5.id), eq(courses.subjectId, maths.id), isNull(courses.schoolId)))

  const [schoolB] = await db.insert(schools).values({ name: 'Another Primary' }).returning()
  const person = (first: string, role: number, extra: Partial<typeof users.$inferInsert> = {}) => ({
    firstName: first,
    lastName: 'Other',
    userRoleId: role,
    hasAgreedPolicy: true,
    ...extra,
  })
  const [teacherB, dan, otherParent, eve] = await db
    .insert(users)
    .values([
      person('Tess', USER_ROLE.TEACHER, {
        email: 'tess@another-primary.test',
        schoolId: schoolB.id,
        teacherRoleId: TEACHER_ROLE.EDUCATOR,
      }),
      person('Dan', USER_ROLE.STUDENT, {
        email: 'dan@another-primary.test',
        schoolId: schoolB.id,
        academicLevelId: p5.id,
      }),
      person('Paula', USER_ROLE.PARENT, { email: 'paula@other-family.test' }),
      person('Eve', USER_ROLE.STUDENT, { email: 'eve@other-family.test', academicLevelId: p5.id }),
    ])
    .returning()
  // Parents of a child of each school, for a teacher's directory of the school's parents.
  const [chloesParent, dansParent] = await db
    .insert(users)
    .values([
      person('Pam', USER_ROLE.PARENT, { email: 'pam@school-a-family.test' }),
      person('Omar', USER_ROLE.PARENT, { email: 'omar@school-b-family.test' }),
    ])
    .returning()
  await db.insert(parentChildren).values([
    { parentId: otherParent.id, childId: eve.id },
    { parentId: chloesParent.id, childId: demo.chloe.id },
    { parentId: dansParent.id, childId: dan.id },
  ])
  const [classB] = await db
    .insert(classes)
    .values({ name: '5 Heron Maths', schoolId: schoolB.id, academicLevelId: p5.id, subjectId: maths.id })
    .returning()
  await db.insert(classMembers).values([
    { classId: classB.id, userId: teacherB.id },
    { classId: classB.id, userId: dan.id },
  ])
  const [classA] = await db.select().from(classes).where(eq(classes.schoolId, schoolA))

  const inA = await schoolCourse(db, schoolA, p5.id, maths.id)
  const inB = await schoolCourse(db, schoolB.id, p5.id, maths.id)
  const [passageB] = await db
    .insert(passages)
    .values({ courseId: inB.course, title: 'Another school’s passage', text: 'Once upon a time.' })
    .returning()
  await schoolQuestion(db, {
    courseId: inB.course,
    schoolId: schoolB.id,
    createdBy: teacherB.id,
    passageId: passageB.id,
  })

  const [bankQuestion] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(eq(questions.courseId, commonCourse.id), isNull(questions.parentId), isNull(questions.schoolId)),
    )
    .orderBy(asc(questions.id))
    .limit(1)
  const [commonPassage] = await db
    .select({ id: passages.id })
    .from(passages)
    .innerJoin(courses, eq(courses.id, passages.courseId))
    .innerJoin(questions, eq(questions.passageId, passages.id))
    .where(
      and(
        eq(courses.academicLevelId, p5.id),
        isNull(courses.schoolId),
        isNull(questions.parentId),
        isNull(questions.schoolId),
        eq(questions.isEnabled, true),
      ),
    )
    .limit(1)

  const questionA = await schoolQuestion(db, {
    courseId: inA.course,
    schoolId: schoolA,
    createdBy: demo.owner.id,
  })
  const questionB = await schoolQuestion(db, {
    courseId: commonCourse.id,
    schoolId: schoolB.id,
    createdBy: teacherB.id,
  })
  const sheetA = await classWorksheet(db, {
    courseId: inA.course,
    classId: classA.id,
    ownerId: demo.teacher.id,
    questionId: questionA,
    studentId: demo.chloe.id,
  })
  const sheetB = await classWorksheet(db, {
    courseId: inB.course,
    classId: classB.id,
    ownerId: teacherB.id,
    questionId: questionB,
    studentId: dan.id,
  })
  const contentA = await notesIn(db, inA.course, schoolA)
  const contentB = await notesIn(db, inB.course, schoolB.id)
  const commonContent = await notesIn(db, commonCourse.id, null)
  const commonSheet = await quizOf(db, demo.ava.id)
  return {
    demo,
    schoolA,
    schoolB: schoolB.id,
    classA: classA.id,
    classB: classB.id,
    teacherB,
    dan,
    otherParent,
    chloesParent,
    dansParent,
    eve,
    commonCourse: commonCourse.id,
    commonTopic: (await db.select().from(topics).where(eq(topics.courseId, commonCourse.id)).limit(1))[0].id,
    bankQuestion: bankQuestion.id,
    commonPassage: commonPassage.id,
    commonContent,
    // A common lesson of ava's course: what a home learner may open and read.
    commonLesson: await lessonOf(db, {
      schoolId: null,
      courseId: commonCourse.id,
      ownerId: null,
      worksheetId: commonSheet.worksheet,
      contentId: commonContent,
    }),
    inA: {
      ...inA,
      content: contentA,
      question: questionA,
      passage: commonPassage.id,
      class: classA.id,
      ...sheetA,
      ...(await lessonOf(db, {
        schoolId: schoolA,
        courseId: inA.course,
        ownerId: demo.teacher.id,
        worksheetId: sheetA.worksheet,
        contentId: contentA,
      })),
    },
    inB: {
      ...inB,
      content: contentB,
      // In a common course: the question's own school, not its course's, must keep it from school A.
      question: questionB,
      passage: passageB.id,
      class: classB.id,
      ...sheetB,
      ...(await lessonOf(db, {
        schoolId: schoolB.id,
        courseId: inB.course,
        ownerId: teacherB.id,
        worksheetId: sheetB.worksheet,
        contentId: contentB,
      })),
    },
    quizzes: {
      ava: commonSheet,
      ben: await quizOf(db, demo.ben.id),
      chloe: await quizOf(db, demo.chloe.id),
      eve: await quizOf(db, eve.id),
      dan: await quizOf(db, dan.id),
    },
    commerce: await walkCommerce(db, demo, { otherParent, eve, dan }),
    chats: {
      ava: await chatOf(db, demo.ava.id),
      ben: await chatOf(db, demo.ben.id),
      chloe: await chatOf(db, demo.chloe.id),
      eve: await chatOf(db, eve.id),
      dan: await chatOf(db, dan.id),
    },
  }
}
export type World = Awaited<ReturnType<typeof buildWorld>>

/** A page of notes in a course (a school's own when `schoolId` is set). */
async function notesIn(db: Db, courseId: number, schoolId: number | null) {
  const [row] = await db
    .insert(learningContents)
    .values({ courseId, schoolId, kind: 'notes', title: 'Notes', body: 'Some notes.' })
    .returning()
  return row.id
}
