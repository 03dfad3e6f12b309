import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_public/chat/quiz/$quizId')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Coach quiz' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="Coach quiz"
      purpose="A quiz the AI coach made for you, marked as you go."
    />
  )
}
