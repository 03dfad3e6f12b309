import { and, eq, gt, inArray } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { Db } from '../../db/client'
import { classes, classMembers, evaluations, questions, quizzes, topics, users } from '../../db/schema'

const DAYS = 14
const WEAK_PERCENT = 50

type Row = {
  studentId: number
  questionId: number
  text: string
  topic: string | null
  marks: number
  max: number
}

const percent = (marks: number, max: number) => (max > 0 ? Math.round((100 * marks) / max) : 0)

/**
 * What the teacher's coach knows of a class (docs/plans/issue-10-coach.md §7.2): the last 14 days of its
 * students' marked answers, by topic, the hardest questions, and who is below half marks, named S1, S2, … so no
 * child's name goes to a model. `names` turns the labels back into names for the teacher.
 */
export async function classSummary(db: Db, classId: number, now = new Date()) {
  const [klass] = await db.select().from(classes).where(eq(classes.id, classId))
  const students = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), eq(users.userRoleId, USER_ROLE.STUDENT)))
  const since = new Date(now.getTime() - DAYS * 24 * 60 * 60 * 1000)
  const rows: Row[] = students.length
    ? await db
        .select({
          studentId: quizzes.studentId,
          questionId: questions.id,
          text: questions.text,
          topic: topics.name,
          marks: evaluations.marksGiven,
          max: questions.maxScore,
        })
        .from(evaluations)
        .innerJoin(quizzes, eq(quizzes.id, evaluations.quizId))
        .innerJoin(questions, eq(questions.id, evaluations.questionId))
        .leftJoin(topics, eq(topics.id, questions.topicId))
        .where(
          and(
            inArray(
              quizzes.studentId,
              students.map((s) => s.id),
            ),
            eq(evaluations.gradingCompleted, true),
            gt(evaluations.submittedAt, since),
          ),
        )
        .then((found) => found.map((r) => ({ ...r, marks: r.marks ?? 0, max: Number(r.max) || 0 })))
    : []
  const group = <K>(key: (r: Row) => K) => {
    const groups = new Map<K, { marks: number; max: number; count: number; sample: Row }>()
    for (const r of rows) {
      const g = groups.get(key(r)) ?? { marks: 0, max: 0, count: 0, sample: r }
      g.marks += r.marks
      g.max += r.max
      g.count += 1
      groups.set(key(r), g)
    }
    return [...groups.values()].map((g) => ({ ...g, percent: percent(g.marks, g.max) }))
  }
  const byTopic = group((r) => r.topic ?? 'Other').sort((a, b) => a.percent - b.percent)
  const hardest = group((r) => r.questionId)
    .filter((g) => g.count >= 2)
    .sort((a, b) => a.percent - b.percent)
    .slice(0, 5)
  const weak = group((r) => r.studentId)
    .filter((g) => g.percent < WEAK_PERCENT)
    .sort((a, b) => a.percent - b.percent)
  const names = new Map<string, string>()
  const weakLines = weak.map((g, i) => {
    const label = `S${i + 1}`
    const student = students.find((s) => s.id === g.sample.studentId)
    if (student) names.set(label, `${student.firstName} ${student.lastName.slice(0, 1)}.`)
    return `${label}: ${g.percent}% over ${g.count} answers`
  })
  const text = [
    `Class: ${students.length} students; ${rows.length} marked answers in the last ${DAYS} days.`,
    byTopic.length
      ? `Topics, weakest first: ${byTopic.map((t) => `${t.sample.topic ?? 'Other'} ${t.percent}% (${t.count} answers)`).join('; ')}.`
      : 'No marked answers yet in the last two weeks.',
    hardest.length
      ? `Hardest questions:\n${hardest.map((h, i) => `${i + 1}. (${h.percent}%) ${h.sample.text.slice(0, 200)}`).join('\n')}`
      : '',
    weakLines.length
      ? `Students below ${WEAK_PERCENT}%: ${weakLines.join('; ')}.`
      : `No student is below ${WEAK_PERCENT}%.`,
  ]
    .filter(Boolean)
    .join('\n')
  return {
    text,
    names,
    levelId: klass?.academicLevelId ?? null,
    subjectId: klass?.subjectId ?? null,
    className: klass?.name ?? null,
  }
}

/** The class summary's S1, S2, … back as the children's names, for the teacher's eyes only. */
export function withNames(text: string, names: Map<string, string>) {
  return names.size ? text.replace(/\bS(\d{1,3})\b/g, (label) => names.get(label) ?? label) : text
}
