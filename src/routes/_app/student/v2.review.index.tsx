import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/student/v2/review/')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Review' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon variant="app" title="Review" purpose="Look back at your answers and their explanations." />
  )
}
