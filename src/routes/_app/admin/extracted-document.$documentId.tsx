import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/admin/extracted-document/$documentId')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'Extracted document' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon variant="app" title="Extracted document" purpose="One extracted document and its content." />
  )
}
