import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/academy/activate-lite-access')({
  beforeLoad: guard({ roles: ['student', 'parent'] }),
  staticData: { title: 'Activate Lite' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon variant="app" title="Activate Lite" purpose="Activate Lantern Lite access with your code." />
  )
}
