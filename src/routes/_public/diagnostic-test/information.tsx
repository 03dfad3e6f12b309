import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_public/diagnostic-test/information')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'About the diagnostic test' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="About the diagnostic test"
      purpose="What the diagnostic test covers and how long it takes."
    />
  )
}
