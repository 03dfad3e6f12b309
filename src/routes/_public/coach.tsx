import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../router/guard'
import { ComingSoon } from '../-components/ComingSoon'

export const Route = createFileRoute('/_public/coach')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'AI coach' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="AI coach"
      purpose="The public AI coach: ask a question about Maths, Science, English or Chinese and get a step-by-step answer."
    />
  )
}
