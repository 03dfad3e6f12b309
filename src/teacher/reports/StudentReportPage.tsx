import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { css } from '../../../styled-system/css'
import { link } from '../../../styled-system/recipes'
import {
  classProgressQueryOptions,
  difficultyCountQueryOptions,
  studentReportQueryOptions,
} from '../../api/class-reports'
import { classesQueryOptions } from '../../api/teachers'
import { Alert } from '../../ui/Alert'
import { fullName } from '../format'
import { Empty, LoadFailed, Loading } from '../states'
import { csvName } from './csv'
import { DifficultyChart } from './DifficultyChart'
import { studentAssignmentsCsv, topicsCsv } from './exports'
import { percentText } from './mastery'
import { PeriodPicker } from './PeriodPicker'
import { type PeriodSearch, periodOf, periodProblem } from './period'
import { assignmentsIn, lateness } from './progress'
import { ReportFrame } from './ReportFrame'
import { DownloadCsv, Figures, QueryBody, ReportSection } from './ReportParts'
import { assignmentsOf, StudentAssignments } from './StudentAssignments'
import { StudentTopicAnswers } from './StudentTopicAnswers'
import { TopicMastery } from './TopicMastery'

type Props = {
  classId: number
  studentId: number
  search: PeriodSearch
  onSearch: (next: PeriodSearch) => void
  /** Shown under the title, before the figures (the coach's flags for this child). */
  flags?: ReactNode
}

/** One child of a class over a period: topics and their answers, difficulty, and the work set for them. */
export function StudentReportPage({ classId, studentId, search, onSearch, flags }: Props) {
  const period = periodOf(search)
  const problem = periodProblem(period)
  const classes = useQuery(classesQueryOptions())
  const report = useQuery({ ...studentReportQueryOptions(classId, studentId, period), enabled: !problem })
  const difficulty = useQuery({
    ...difficultyCountQueryOptions(classId, studentId, period),
    enabled: !problem,
  })
  const progress = useQuery(classProgressQueryOptions(classId))
  const [topicId, setTopicId] = useState<number>()
  const klass = classes.data?.find((c) => c.id === classId)
  const student = report.data
  const name = (what: string) =>
    csvName(student?.first_name, student?.last_name, what, period.start, period.end)
  const rows = progress.data ? assignmentsOf(assignmentsIn(progress.data, period), studentId) : []
  const late = lateness(rows.map((r) => ({ ...r.assignment, students: [r.progress] }))).get(studentId)
  const chosen = student?.topics.find((t) => t.topic_id === topicId) ?? student?.topics[0]

  return (
    <ReportFrame
      title={student ? fullName(student) : 'Student report'}
      intro={`How they did${klass ? ` in ${klass.name}` : ''}: each topic, their answers, and the work set for them.`}
    >
      <Link
        to="/teacher/reports"
        search={{ class: classId }}
        className={`${link()} ${css({ display: 'inline-flex', gap: '1', alignItems: 'center', width: 'fit-content' })}`}
      >
        <ArrowLeft aria-hidden="true" size={16} />
        Back to {klass ? klass.name : 'the class report'}
      </Link>
      {flags}
      <PeriodPicker value={search} onChange={onSearch} />
      {problem ? (
        <Alert status="warning" title="Check the dates">
          The report shows once the start date is on or before the end date.
        </Alert>
      ) : report.error ? (
        <LoadFailed title="This report did not load" error={report.error} retry={() => report.refetch()} />
      ) : !student ? (
        <Loading>Loading the report…</Loading>
      ) : (
        <div className={css({ display: 'grid', gap: '5', opacity: report.isPlaceholderData ? 0.6 : 1 })}>
          <Figures
            figures={[
              {
                label: 'Done',
                value: `${student.completed} of ${student.assigned}`,
                note: 'work set in this period',
              },
              {
                label: 'Average',
                value: percentText(student.average_percent),
                note: 'of marks, all answers',
              },
              { label: 'Late', value: String(late?.overdue ?? 0), note: 'past due, not handed in' },
              { label: 'Topics', value: String(student.topics.length), note: 'with answers' },
            ]}
          />
          <ReportSection
            title="Topics"
            intro="Average marks per topic, weakest first. Choose a topic to see the answers."
            action={
              student.topics.length ? (
                <DownloadCsv what="topics" filename={name('topics')} csv={() => topicsCsv(student.topics)} />
              ) : null
            }
          >
            {student.topics.length ? (
              <TopicMastery topics={student.topics} selected={chosen?.topic_id} onSelect={setTopicId} />
            ) : (
              <Empty>No marked answers in this period. Choose a longer period to see more.</Empty>
            )}
          </ReportSection>
          {chosen ? (
            <StudentTopicAnswers
              classId={classId}
              student={student}
              topicId={chosen.topic_id}
              period={period}
            />
          ) : null}
          <ReportSection
            title="By difficulty"
            intro="Questions answered, and answered right, at each difficulty."
          >
            <QueryBody
              query={difficulty}
              failed="This did not load"
              loading="Loading…"
              empty="No answers in this period."
              isEmpty={!difficulty.data?.length}
            >
              <DifficultyChart counts={difficulty.data ?? []} />
            </QueryBody>
          </ReportSection>
          <ReportSection
            title="Their assignments"
            intro="Work set in this period."
            action={
              rows.length ? (
                <DownloadCsv
                  what="their assignments"
                  filename={name('assignments')}
                  csv={() => studentAssignmentsCsv(rows)}
                />
              ) : null
            }
          >
            <QueryBody
              query={progress}
              failed="Assignments did not load"
              loading="Loading assignments…"
              empty="No work was set for them in this period."
              isEmpty={!rows.length}
            >
              <StudentAssignments rows={rows} />
            </QueryBody>
          </ReportSection>
        </div>
      )}
    </ReportFrame>
  )
}
