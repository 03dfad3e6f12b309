import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/admin/reported-questions')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'Reported questions' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Reported questions"
      purpose="Questions users reported, to resolve or reopen."
    />
  )
}
