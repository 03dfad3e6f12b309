import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_public/diagnostic-test/')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Diagnostic test' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="Diagnostic test"
      purpose="A free diagnostic test that shows your child’s strengths and gaps."
    />
  )
}
