import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { link } from '../../../styled-system/recipes'
import { classProgressQueryOptions, classReportQueryOptions } from '../../api/class-reports'
import type { ClassSummary } from '../../api/teachers'
import { Alert } from '../../ui/Alert'
import { Empty, LoadFailed, Loading } from '../states'
import { AssignmentsProgress } from './AssignmentsProgress'
import { csvName } from './csv'
import { progressCsv, studentsCsv, topicsCsv } from './exports'
import { HardestQuestions } from './HardestQuestions'
import { percentText } from './mastery'
import { type PeriodSearch, periodOf, periodProblem } from './period'
import { assignmentsIn } from './progress'
import { DownloadCsv, Figures, QueryBody, ReportSection } from './ReportParts'
import { StudentsTable } from './StudentsTable'
import { TopicMastery } from './TopicMastery'

/** One class over one period: figures, topics, the hardest questions, each child and each assignment. */
export function ClassReport({ klass, search }: { klass: ClassSummary; search: PeriodSearch }) {
  const period = periodOf(search)
  const problem = periodProblem(period)
  const report = useQuery({ ...classReportQueryOptions(klass.id, period), enabled: !problem })
  const progress = useQuery(classProgressQueryOptions(klass.id))
  const [topicId, setTopicId] = useState<number>()
  const name = (what: string) => csvName(klass.name, what, period.start, period.end)

  if (problem)
    return (
      <Alert status="warning" title="Check the dates">
        The report shows once the start date is on or before the end date.
      </Alert>
    )
  if (report.error)
    return (
      <LoadFailed
        title="This class’s report did not load"
        error={report.error}
        retry={() => report.refetch()}
      />
    )
  if (!report.data) return <Loading>Loading the report…</Loading>

  const { summary, topics, students } = report.data
  const assignments = progress.data ? assignmentsIn(progress.data, period) : []
  const chosen = topics.find((t) => t.topic_id === topicId) ?? topics[0]
  const noWork = summary.assignments_count === 0 && topics.length === 0
  return (
    <div className={css({ display: 'grid', gap: '5', opacity: report.isPlaceholderData ? 0.6 : 1 })}>
      <Figures
        figures={[
          { label: 'Students', value: String(summary.students_count) },
          { label: 'Assignments', value: String(summary.assignments_count) },
          {
            label: 'Completion',
            value: `${Math.round(summary.completion_rate * 100)}%`,
            note: 'of work set, handed in',
          },
          { label: 'Average', value: percentText(summary.average_percent), note: 'of marks, all answers' },
        ]}
      />
      {noWork ? (
        <Empty>
          Nothing was set or answered in this period. Choose a longer period, or{' '}
          <Link to="/teacher/worksheet-library" className={link()}>
            assign a worksheet
          </Link>
          .
        </Empty>
      ) : null}
      {topics.length ? (
        <ReportSection
          title="Topics"
          intro="Average marks per topic, weakest first. Choose a topic to see its hardest questions."
          action={<DownloadCsv what="topics" filename={name('topics')} csv={() => topicsCsv(topics)} />}
        >
          <TopicMastery topics={topics} selected={chosen?.topic_id} onSelect={setTopicId} />
        </ReportSection>
      ) : null}
      {chosen ? (
        <HardestQuestions
          classId={klass.id}
          className={klass.name}
          topicId={chosen.topic_id}
          period={period}
        />
      ) : null}
      <ReportSection
        title="Students"
        intro="Choose a name for that child’s report."
        action={
          students.length ? (
            <DownloadCsv
              what="students"
              filename={name('students')}
              csv={() => studentsCsv(students, assignments)}
            />
          ) : null
        }
      >
        {students.length ? (
          <StudentsTable classId={klass.id} students={students} assignments={assignments} />
        ) : (
          <Empty>This class has no children yet.</Empty>
        )}
      </ReportSection>
      <ReportSection
        title="Assignments"
        intro="Work set in this period and who has done it."
        action={
          assignments.length ? (
            <DownloadCsv
              what="assignments"
              filename={name('assignments')}
              csv={() => progressCsv(assignments)}
            />
          ) : null
        }
      >
        <QueryBody
          query={progress}
          failed="Assignments did not load"
          loading="Loading assignments…"
          empty="No work was set for this period."
          isEmpty={!assignments.length}
        >
          <AssignmentsProgress assignments={assignments} />
        </QueryBody>
      </ReportSection>
    </div>
  )
}
