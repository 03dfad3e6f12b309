import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/admin/extracted-document/')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'Extracted documents' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Extracted documents"
      purpose="Documents extracted for retrieval and question generation."
    />
  )
}
