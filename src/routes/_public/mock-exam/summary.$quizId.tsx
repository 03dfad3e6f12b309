import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_public/mock-exam/summary/$quizId')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Mock exam results' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="public" title="Mock exam results" purpose="Your mock exam results." />
}
