import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/student/revisions')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Revisions' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Revisions"
      purpose="Revision worksheets made from the questions you found hardest."
    />
  )
}
