import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/student/v2/review/worksheets')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Finished worksheets' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon variant="app" title="Finished worksheets" purpose="Review worksheets you have finished." />
  )
}
