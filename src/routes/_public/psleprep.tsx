import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../router/guard'
import { ComingSoon } from '../-components/ComingSoon'

export const Route = createFileRoute('/_public/psleprep')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'PSLE preparation' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="PSLE preparation"
      purpose="A plan and practice to get ready for the PSLE."
    />
  )
}
