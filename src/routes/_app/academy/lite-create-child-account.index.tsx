import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/academy/lite-create-child-account/')({
  beforeLoad: guard({ roles: ['parent'] }),
  staticData: { title: 'Create a Lite account for your child' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Create a Lite account for your child"
      purpose="Create a free Lite student account for your child."
    />
  )
}
