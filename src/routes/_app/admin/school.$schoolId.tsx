import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/admin/school/$schoolId')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'School' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon variant="app" title="School" purpose="One school’s details, classes, users and branding." />
  )
}
