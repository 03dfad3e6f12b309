import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../router/guard'
import { ComingSoon } from '../-components/ComingSoon'

export const Route = createFileRoute('/_public/exam-practices')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Exam practice' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="Exam practice"
      purpose="Past-paper exam practice with AI marking and explanations."
    />
  )
}
