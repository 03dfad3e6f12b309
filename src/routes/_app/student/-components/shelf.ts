import type { QuizSummary } from '../../../../api/quiz'

export type Shelf = { subject: string; topic: string }
export type SubjectGroup = { subject: string; topics: { topic: string; quizzes: QuizSummary[] }[] }

// The quiz list does not name the subject and topic yet, so they are read from the worksheet's title
// ("P5 Science: Cells (Set 2)"); Maths titles carry no subject label. Fields the server adds win.
const LABELS: [RegExp, string][] = [
  [/^Science\s*[:：]\s*/, 'Science'],
  [/^English\s*[:：]\s*/, 'English'],
  [/^(华文|Chinese)\s*[:：]\s*/, 'Chinese'],
  [/^(Maths|Mathematics)\s*[:：]\s*/, 'Maths'],
]
export const SUBJECT_ORDER = ['Maths', 'Science', 'English', 'Chinese']

export function shelfOf(quiz: QuizSummary): Shelf {
  const extra = quiz as QuizSummary & { subject_name?: string; topic_name?: string }
  const title = quiz.title.replace(/^P\d\s+/, '')
  const label = LABELS.find(([pattern]) => pattern.test(title))
  const rest = label ? title.replace(label[0], '') : title
  return {
    subject: extra.subject_name ?? label?.[1] ?? 'Maths',
    topic: extra.topic_name ?? rest.replace(/\s*\(Set \d+\)$/, ''),
  }
}

/** Subjects in the usual school order, topics and worksheets in the order the server lists them. */
export function groupBySubject(quizzes: QuizSummary[]): SubjectGroup[] {
  const groups = new Map<string, Map<string, QuizSummary[]>>()
  for (const quiz of [...quizzes].sort((a, b) => a.id - b.id)) {
    const { subject, topic } = shelfOf(quiz)
    const topics = groups.get(subject) ?? new Map<string, QuizSummary[]>()
    topics.set(topic, [...(topics.get(topic) ?? []), quiz])
    groups.set(subject, topics)
  }
  const rank = (s: string) => (SUBJECT_ORDER.includes(s) ? SUBJECT_ORDER.indexOf(s) : SUBJECT_ORDER.length)
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([subject, topics]) => ({
      subject,
      topics: [...topics.entries()].map(([topic, list]) => ({ topic, quizzes: list })),
    }))
}

export const scoreText = (quiz: QuizSummary) =>
  quiz.marks_given === null ? null : `${quiz.marks_given} out of ${quiz.max_score}`

/** Completed with some marks lost: worth practising again. */
export const needsRevision = (quiz: QuizSummary) =>
  quiz.status === 'completed' && quiz.marks_given !== null && quiz.marks_given < quiz.max_score
