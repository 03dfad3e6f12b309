import type {
  AssignmentProgress,
  ClassReport,
  ClassTopicReport,
  StudentTopicReport,
} from '../../api/class-reports'
import { fullName } from '../format'
import { toCsv } from './csv'
import { bandLabel, bandOf } from './mastery'
import { lateness, PROGRESS_LABELS, progressOf } from './progress'

// The CSV behind each "Download CSV": the same figures the tables show, in plain columns.

const percentCell = (percent: number | null) => (percent === null ? '' : percent)

export function topicsCsv(topics: ClassReport['topics']) {
  return toCsv(
    ['Topic', 'Answers', 'Marks', 'Out of', 'Average %', 'Level'],
    topics.map((t) => [
      t.topic_name,
      t.attempts,
      t.marks_given,
      t.max_score,
      percentCell(t.average_percent),
      bandLabel(bandOf(t.average_percent)),
    ]),
  )
}

export function studentsCsv(students: ClassReport['students'], assignments: AssignmentProgress[]) {
  const late = lateness(assignments)
  return toCsv(
    [
      'First name',
      'Last name',
      'Assigned',
      'Completed',
      'Not started',
      'Late',
      'Handed in late',
      'Average %',
    ],
    students.map((s) => {
      const row = late.get(s.student_id)
      return [
        s.first_name,
        s.last_name,
        s.assigned,
        s.completed,
        row?.notStarted ?? 0,
        row?.overdue ?? 0,
        row?.doneLate ?? 0,
        percentCell(s.average_percent),
      ]
    }),
  )
}

export function questionsCsv(topic: Pick<ClassTopicReport, 'topic_name' | 'questions'>) {
  return toCsv(
    ['Topic', 'Question', 'Answers', 'Right %', 'Common wrong answers'],
    topic.questions.map((q) => [
      topic.topic_name,
      q.text_preview,
      q.attempts,
      Math.round(q.correct_rate * 100),
      q.common_wrong_answers.map((w) => `${w.value} (${w.count})`).join('; '),
    ]),
  )
}

export function progressCsv(assignments: AssignmentProgress[]) {
  return toCsv(
    ['Worksheet', 'Set on', 'Due', 'First name', 'Last name', 'Progress', 'Marks', 'Out of', 'Handed in'],
    assignments.flatMap((a) =>
      a.students.map((s) => [
        a.title,
        a.date_assigned,
        a.due_date,
        s.first_name,
        s.last_name,
        PROGRESS_LABELS[progressOf(a, s)],
        s.marks_given,
        s.max_score,
        s.completed_at,
      ]),
    ),
  )
}

export function answersCsv(student: { first_name: string; last_name: string }, topic: StudentTopicReport) {
  return toCsv(
    ['Student', 'Topic', 'Question', 'Answer', 'Marks', 'Out of', 'Answered at'],
    topic.evaluations.map((e) => [
      fullName(student),
      topic.topic_name,
      e.text_preview,
      e.answer_text ?? e.value,
      e.marks_given,
      e.max_score,
      e.submitted_at,
    ]),
  )
}

export function studentAssignmentsCsv(
  rows: { assignment: AssignmentProgress; progress: AssignmentProgress['students'][number] }[],
) {
  return toCsv(
    ['Worksheet', 'Set on', 'Due', 'Progress', 'Marks', 'Out of', 'Handed in'],
    rows.map(({ assignment, progress }) => [
      assignment.title,
      assignment.date_assigned,
      assignment.due_date,
      PROGRESS_LABELS[progressOf(assignment, progress)],
      progress.marks_given,
      progress.max_score,
      progress.completed_at,
    ]),
  )
}
