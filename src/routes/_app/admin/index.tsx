import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/admin/')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'Admin overview' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Admin overview"
      purpose="Shortcuts to schools, users, content and analytics."
    />
  )
}
