import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/admin/chat')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'AI tutor test' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="app" title="AI tutor test" purpose="Try the AI tutor as an administrator." />
}
