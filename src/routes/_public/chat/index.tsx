import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_public/chat/')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'AI coach chat' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="AI coach chat"
      purpose="Chat with Lantern’s AI coach: ask a question and get a step-by-step explanation."
    />
  )
}
