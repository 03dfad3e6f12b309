import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/student/v2/revise')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Revise' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Revise"
      purpose="Revise the topics you find hardest with an AI revision programme."
    />
  )
}
