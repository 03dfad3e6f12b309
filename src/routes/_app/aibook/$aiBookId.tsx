import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/aibook/$aiBookId')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'aiBook' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="app" title="aiBook" purpose="Read an aiBook." />
}
