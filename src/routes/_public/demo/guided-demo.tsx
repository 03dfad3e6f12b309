import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_public/demo/guided-demo')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Guided demo' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="Guided demo"
      purpose="A guided tour of Lantern for schools and families."
    />
  )
}
