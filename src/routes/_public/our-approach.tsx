import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../router/guard'
import { ComingSoon } from '../-components/ComingSoon'

export const Route = createFileRoute('/_public/our-approach')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Our approach' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="Our approach"
      purpose="How Lantern teaches: practice, clear feedback and care for wellbeing (one branding only)."
    />
  )
}
