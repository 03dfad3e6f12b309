import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/student/v2/aibook/')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'aiBooks' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="app" title="aiBooks" purpose="Your aiBooks: lessons written for you." />
}
