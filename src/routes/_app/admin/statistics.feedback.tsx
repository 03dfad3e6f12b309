import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/admin/statistics/feedback')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'Feedback' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Feedback"
      purpose="Feedback students and teachers gave on answers and explanations."
    />
  )
}
