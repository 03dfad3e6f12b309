import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/admin/question-checker')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'Question checker' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Question checker"
      purpose="Check a question’s marking by trying answers against its prompt."
    />
  )
}
