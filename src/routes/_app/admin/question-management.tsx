import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/admin/question-management')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'Question management' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Question management"
      purpose="Review, approve, enable or disable questions, and generate new ones with AI."
    />
  )
}
