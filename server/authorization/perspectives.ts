import type { ObjectType, OwnedKind } from './vocabulary'
import type { World } from './world'

/**
 * The ids a request can name, by type. `null` says the caller can have no such object (a parent owns no
 * question; a home learner is in no class), so that call is skipped; a missing type fails the walk, so a route
 * naming a new type of object brings its fixture along.
 */
export type Objects = Partial<Record<ObjectType, number | string | null>>

/**
 * A signed-in caller, what is theirs, and what they must be refused, by whose it is ("another family",
 * "another school", …). Admin and curriculum staff reach everything, so they have no refusals.
 */
export type Perspective = { as: string; own: Objects; refused?: Record<string, Objects> }

/** Test support: who calls each kind of route in the walk, on which objects. */
export function perspectives(w: World): Record<OwnedKind, Perspective[]> {
  const { demo, quizzes, chats } = w
  const { subscriptions, checkouts, price } = w.commerce
  const eve = {
    user: w.eve.id,
    email: w.eve.email,
    subscription: subscriptions.eve,
    price,
    chatFlag: chats.eve.chatFlag,
  }
  const dan = {
    user: w.dan.id,
    email: w.dan.email,
    subscription: subscriptions.dan,
    price,
    chatFlag: chats.dan.chatFlag,
  }
  const self = (who: string, own: Objects = { user: demo[who].id, email: demo[who].email }) => ({
    as: who,
    own,
    refused: { 'another family': eve, 'another school': dan },
  })
  const work = (q: World['quizzes']['ava'], checkout: string, chat: World['chats']['ava']) => ({
    quiz: q.quiz,
    evaluation: q.draft,
    checkout,
    chatMessage: chat.chatMessage,
  })
  const inClassA = {
    class: w.classA,
    user: demo.chloe.id,
    evaluation: quizzes.chloe.submitted,
    topic: w.commonTopic,
    worksheet: w.inA.worksheet,
    assignment: w.inA.assignment,
    lesson: w.inA.lesson,
  }
  const inClassB = {
    class: w.classB,
    user: w.dan.id,
    evaluation: quizzes.dan.submitted,
    topic: w.commonTopic,
    worksheet: w.inB.worksheet,
    assignment: w.inB.assignment,
    lesson: w.inB.lesson,
  }
  const homeLearner = {
    class: null,
    user: demo.ava.id,
    evaluation: quizzes.ava.submitted,
    topic: null,
    worksheet: null,
    assignment: null,
    lesson: null,
  }
  const classTeacher = (who: string) => ({
    as: who,
    own: inClassA,
    refused: { 'another family': homeLearner, 'another school': inClassB },
  })
  // No question document can exist until extracting them from uploaded papers is built.
  const inA = { ...w.inA, document: null }
  const inB = { ...w.inB, document: null }
  const studentContent = {
    worksheet: null,
    lesson: w.commonLesson.lesson,
    lessonItem: w.commonLesson.lessonItem,
    course: w.commonCourse,
    question: w.bankQuestion,
    passage: w.commonPassage,
    content: w.commonContent,
  }
  const staffContent = (who: string) => ({ as: who, own: inA, refused: { 'another school': inB } })
  return {
    own: [
      {
        as: 'ava',
        own: work(quizzes.ava, checkouts.ava, chats.ava),
        refused: {
          'a sibling': work(quizzes.ben, checkouts.ben, chats.ben),
          'another family': work(quizzes.eve, checkouts.eve, chats.eve),
          'another school': work(quizzes.dan, checkouts.dan, chats.dan),
        },
      },
    ],
    person: [
      // ava's subscription is her parent's to change: she pays for none.
      self('ava', { user: demo.ava.id, email: null, subscription: null, chatFlag: null }),
      self('parent', {
        user: demo.ava.id,
        email: demo.parent.email,
        subscription: subscriptions.ava,
        price,
        chatFlag: chats.ava.chatFlag,
      }),
      // A teacher reviews the flags of their class's students (chloe's); the walk proves others' are refused.
      self('teacher', { user: demo.teacher.id, email: demo.teacher.email, chatFlag: chats.chloe.chatFlag }),
      self('curriculum'),
      self('guest'),
      { as: 'admin', own: dan },
    ],
    child: [self('parent', { user: demo.ava.id })],
    class: [
      classTeacher('teacher'),
      classTeacher('owner'),
      { as: 'admin', own: inClassB },
      { as: 'chloe', own: { class: w.classA }, refused: { 'another school': { class: w.classB } } },
    ],
    // The owner teaches no class but reaches the school's (ADR 0048): they may mark its work too (ADR 0052).
    taught: [classTeacher('teacher'), classTeacher('owner'), { as: 'admin', own: inClassB }],
    school: [
      {
        as: 'teacher',
        own: {
          user: demo.owner.id,
          class: w.classA,
          student: demo.chloe.id,
          parent: w.chloesParent.id,
          worksheet: w.inA.worksheet,
          assignment: w.inA.assignment,
          question: w.inA.question,
          lesson: w.inA.lesson,
          lessonSection: w.inA.lessonSection,
        },
        refused: {
          'another family': {
            user: w.otherParent.id,
            student: w.eve.id,
            parent: w.otherParent.id,
            worksheet: null,
            assignment: null,
            question: null,
            lesson: null,
            lessonSection: null,
          },
          'another school': {
            user: w.teacherB.id,
            class: w.classB,
            student: w.dan.id,
            parent: w.dansParent.id,
            worksheet: w.inB.worksheet,
            assignment: w.inB.assignment,
            question: w.inB.question,
            lesson: w.inB.lesson,
            lessonSection: w.inB.lessonSection,
          },
        },
      },
      {
        as: 'admin',
        own: {
          user: w.teacherB.id,
          class: w.classB,
          student: w.dan.id,
          parent: w.dansParent.id,
          worksheet: w.inB.worksheet,
          assignment: w.inB.assignment,
          question: w.inB.question,
          lesson: w.inB.lesson,
          lessonSection: w.inB.lessonSection,
        },
      },
    ],
    content: [
      { as: 'ava', own: studentContent, refused: { 'another school': inB } },
      {
        as: 'parent',
        own: { question: null, course: null, passage: null, content: null, worksheet: null, lesson: null },
        refused: { 'another school': inB },
      },
      staffContent('teacher'),
      staffContent('owner'),
      { as: 'admin', own: inA },
      { as: 'curriculum', own: inA },
      { as: 'guest', own: inA },
    ],
  }
}
