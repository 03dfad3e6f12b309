import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_public/diagnostic-test/summary/$quizId')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Diagnostic test results' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="Diagnostic test results"
      purpose="The results of a diagnostic test, topic by topic."
    />
  )
}
