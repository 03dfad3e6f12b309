import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_public/sharing/quiz/$quizId')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Shared quiz' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon variant="public" title="Shared quiz" purpose="See a quiz result someone shared with you." />
  )
}
