import { createFileRoute } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'
import { FlagsPanel } from '../-components/FlagsPanel'

const idOf = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : 0)

export const Route = createFileRoute('/_app/teacher/students/$studentId/class/$classId/reports')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'Student report' },
  component: Page,
})

// The flags panel works today; it stays when the report replaces the placeholder below it.
function Page() {
  const { studentId, classId } = Route.useParams()
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <FlagsPanel
        scope={{ kind: 'class', classId: idOf(classId) }}
        studentId={idOf(studentId)}
        description="Messages this student sent the coach that it was worried about, with the coach’s reply. Follow up as your school’s safeguarding steps say, then mark them as looked at."
        empty="Nothing to look at. The coach shows you here if this student says something worrying."
      />
      <ComingSoon variant="app" title="Student report" purpose="One student’s reports within a class." />
    </div>
  )
}
