import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/student/v2/practice/custom-worksheet')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Make a worksheet' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Make a worksheet"
      purpose="Build your own practice worksheet by choosing topics."
    />
  )
}
