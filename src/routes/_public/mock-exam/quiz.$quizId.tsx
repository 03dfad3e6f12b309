import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_public/mock-exam/quiz/$quizId')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Mock exam quiz' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="public" title="Mock exam quiz" purpose="Answer a mock exam quiz." />
}
