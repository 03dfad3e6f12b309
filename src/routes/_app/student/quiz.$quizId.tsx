import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/student/quiz/$quizId')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Quiz' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Quiz"
      purpose="Answer a quiz and see each answer marked and explained."
    />
  )
}
