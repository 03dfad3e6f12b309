import { createFileRoute } from '@tanstack/react-router'
import { StudentLeaderboardPanel } from '../../../leaderboard/GrownUpPanels'
import { guard } from '../../../router/guard'
import { PageError } from '../../../teacher/RouteStates'
import { loadStudentReport } from '../../../teacher/reports/loaders'
import { type PeriodSearch, periodSearch } from '../../../teacher/reports/period'
import { StudentReportPage } from '../../../teacher/reports/StudentReportPage'
import { FlagsPanel } from '../-components/FlagsPanel'

const idOf = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : 0)

export const Route = createFileRoute('/_app/teacher/students/$studentId/class/$classId/reports')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'Student report' },
  validateSearch: (search: Record<string, unknown>): PeriodSearch => periodSearch(search),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ params, deps }) =>
    loadStudentReport({
      classId: idOf(params.classId),
      studentId: idOf(params.studentId),
      search: deps.search,
    }),
  errorComponent: (props) => <PageError title="Student report" {...props} />,
  component: Page,
})

function Page() {
  const { studentId, classId } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <StudentReportPage
      classId={idOf(classId)}
      studentId={idOf(studentId)}
      search={search}
      onSearch={(next) => navigate({ search: next, replace: true })}
      flags={
        <>
          <StudentLeaderboardPanel classId={idOf(classId)} studentId={idOf(studentId)} />
          <FlagsPanel
            scope={{ kind: 'class', classId: idOf(classId) }}
            studentId={idOf(studentId)}
            description="Messages this student sent the coach that it was worried about, with the coach’s reply. Follow up as your school’s safeguarding steps say, then mark them as looked at."
            empty="Nothing to look at. The coach shows you here if this student says something worrying."
          />
        </>
      }
    />
  )
}
