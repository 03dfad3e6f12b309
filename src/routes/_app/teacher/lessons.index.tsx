import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/teacher/lessons/')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'Lessons' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="app" title="Lessons" purpose="Lessons for your classes." />
}
