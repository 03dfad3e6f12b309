import { and, asc, eq } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { academicLevels, courses, subjects, topics } from '../../db/schema'
import { badRequest } from '../../errors'
import { usableCourses } from '../worksheets/access'

export type Topic = { id: number; name: string }

/** What a generation run works from: the course, the topics the request is about, and how hard to go. */
export type GenerationPlan = {
  courseId: number
  level: string
  subject: string
  /** The course's topics the request names, or all of them when it names none. */
  topics: Topic[]
  /** Difficulties (1 easy, 2 medium, 3 hard) the purpose and the wording ask for. */
  difficulties: (1 | 2 | 3)[]
  /** Words of the request, the reference and the documents, to rank bank questions by. */
  keywords: string[]
  /** The whole request as the teacher wrote it, with the documents' text: what a model is given. */
  brief: string
  schoolId: number | null
}

const STOP = new Set(
  'the and for with about that this from into your their them they have will make some more than questions question worksheet worksheets please give using each also like want need pupils students class level primary'.split(
    ' ',
  ),
)

/** Lower-case words of 3+ letters, a plural's s dropped, common words left out. */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{3,}/g) ?? [])
    .map((w) => (w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .filter((w) => !STOP.has(w))
}

/** The course's topics the text is about, best match first; all of them when it names none. */
export function matchTopics(text: string, all: Topic[]): Topic[] {
  const words = new Set(wordsOf(text))
  const scored = all
    .map((t) => ({ t, score: wordsOf(t.name).filter((w) => words.has(w)).length }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
  return scored.length ? scored.map((s) => s.t) : all
}

/** The difficulties a purpose and the request's wording ask for. */
export function difficultiesFor(purpose: string | null | undefined, prompt: string): (1 | 2 | 3)[] {
  const text = `${purpose ?? ''} ${prompt}`.toLowerCase()
  if (/\b(easy|easier|simple|weak|struggl|revis|warm.?up|recap)/.test(text)) return [1, 2]
  if (/\b(hard|harder|challeng|stretch|exam|end.of.(unit|term|year)|summative|psle|test)/.test(text))
    return [2, 3]
  return [1, 2, 3]
}

const LEVEL_WORDS: [RegExp, string][] = [
  [/\b(p|primary\s*|grade\s*)4\b/i, 'P4'],
  [/\b(p|primary\s*|grade\s*)5\b/i, 'P5'],
  [/\b(p|primary\s*|grade\s*)6\b/i, 'P6'],
]
const SUBJECT_WORDS: [RegExp, string][] = [
  [/\b(math|maths|mathematics|fraction|decimal|percentage|ratio|area|volume|angle|algebra)/i, 'Maths'],
  [/\b(science|plant|animal|energy|magnet|cell|water cycle|electric|light|heat)/i, 'Science'],
  [/\b(english|grammar|vocabulary|comprehension|spelling|tense|punctuation)/i, 'English'],
  [/\b(chinese|华文|中文|汉字)/i, 'Chinese'],
]

async function coursesFor(ctx: AppContext, caller: UserRow) {
  return ctx.db
    .select({
      id: courses.id,
      level: academicLevels.name,
      subject: subjects.name,
      schoolId: courses.schoolId,
    })
    .from(courses)
    .innerJoin(academicLevels, eq(academicLevels.id, courses.academicLevelId))
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .where(and(eq(courses.isActive, true), usableCourses(caller)))
    .orderBy(asc(courses.id))
}

/**
 * The plan of a run: the course given, or the one the request names ("P5 Maths: fractions"); a request that
 * names neither a course nor a level and subject gets a 400 that says how to name them.
 */
export async function planFor(
  ctx: AppContext,
  caller: UserRow,
  input: {
    courseId?: number
    prompt: string
    purpose?: string | null
    context?: string
    topicIds?: number[]
  },
): Promise<GenerationPlan> {
  const all = await coursesFor(ctx, caller)
  const text = `${input.prompt}\n${input.context ?? ''}`
  let course = input.courseId ? all.find((c) => c.id === input.courseId) : undefined
  if (input.courseId && !course)
    throw badRequest('There is no such course.', [
      { path: 'course_id', message: 'Not a course you can use.' },
    ])
  if (!course) {
    const level = LEVEL_WORDS.find(([re]) => re.test(input.prompt))?.[1]
    const subject = SUBJECT_WORDS.find(([re]) => re.test(input.prompt))?.[1]
    // A school's own course of that level and subject comes before the common one.
    const fits = all.filter((c) => c.level === level && c.subject === subject)
    course = fits.find((c) => c.schoolId !== null) ?? fits[0]
  }
  if (!course)
    throw badRequest(
      'Say which level and subject the worksheets are for (for example “P5 Maths”), or choose a course.',
      [{ path: 'course_id', message: 'Choose a course.' }],
    )
  const courseTopics = await ctx.db
    .select({ id: topics.id, name: topics.name })
    .from(topics)
    .where(eq(topics.courseId, course.id))
    .orderBy(asc(topics.sortOrder), asc(topics.id))
  const chosen = input.topicIds?.length
    ? courseTopics.filter((t) => input.topicIds?.includes(t.id))
    : matchTopics(text, courseTopics)
  if (input.topicIds?.length && chosen.length !== new Set(input.topicIds).size)
    throw badRequest('A topic you chose is not in this course.', [
      { path: 'topic_ids', message: 'Choose topics of the course.' },
    ])
  return {
    courseId: course.id,
    level: course.level,
    subject: course.subject,
    topics: chosen,
    difficulties: difficultiesFor(input.purpose, input.prompt),
    keywords: [...new Set(wordsOf(text))].slice(0, 60),
    brief: text.slice(0, 12000),
    schoolId: caller.schoolId,
  }
}
