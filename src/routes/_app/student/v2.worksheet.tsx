import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/student/v2/worksheet')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Worksheets' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Worksheets"
      purpose="Your worksheets: the ones to do and the ones you have done."
    />
  )
}
