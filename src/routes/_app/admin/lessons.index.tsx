import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/admin/lessons/')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'Lessons' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="app" title="Lessons" purpose="Manage lessons for schools." />
}
