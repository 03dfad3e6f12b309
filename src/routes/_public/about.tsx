import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../router/guard'
import { ComingSoon } from '../-components/ComingSoon'

export const Route = createFileRoute('/_public/about')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'About Lantern' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="About Lantern"
      purpose="Who we are and why we built Lantern (shown on one branding only)."
    />
  )
}
