import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../router/guard'
import { ComingSoon } from '../-components/ComingSoon'

export const Route = createFileRoute('/_public/math-notes')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Maths notes' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="Maths notes"
      purpose="Maths revision notes by topic for Primary 4 to 6."
    />
  )
}
