import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../router/guard'
import { ComingSoon } from '../-components/ComingSoon'

export const Route = createFileRoute('/_public/redirector')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Redirecting' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="Redirecting"
      purpose="Sends you on to the right page after you follow an outside link."
    />
  )
}
