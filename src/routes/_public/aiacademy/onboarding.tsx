import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_public/aiacademy/onboarding')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Getting started' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="Getting started"
      purpose="A few questions to set up Lantern Academy for your family."
    />
  )
}
