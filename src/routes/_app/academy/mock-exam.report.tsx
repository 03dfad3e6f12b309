import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/academy/mock-exam/report')({
  beforeLoad: guard({ roles: ['student', 'parent'] }),
  staticData: { title: 'Mock exam report' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Mock exam report"
      purpose="Your child’s mock exam report, with marks by topic."
    />
  )
}
