import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/admin/lessons/manage')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'Edit lesson' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon variant="app" title="Edit lesson" purpose="Create and edit a lesson’s sections and items." />
  )
}
