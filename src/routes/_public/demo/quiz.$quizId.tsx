import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_public/demo/quiz/$quizId')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Demo quiz' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="public" title="Demo quiz" purpose="Try a sample quiz with AI marking." />
}
