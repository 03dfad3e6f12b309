import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/teacher/lessons/manage')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'Edit lesson' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="app" title="Edit lesson" purpose="Create and edit a lesson." />
}
