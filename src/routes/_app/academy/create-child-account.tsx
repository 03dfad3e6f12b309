import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/academy/create-child-account')({
  beforeLoad: guard({ roles: ['parent'] }),
  staticData: { title: 'Create a child account' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Create a child account"
      purpose="Create a student account for your child."
    />
  )
}
