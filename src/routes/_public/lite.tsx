import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../router/guard'
import { ComingSoon } from '../-components/ComingSoon'

export const Route = createFileRoute('/_public/lite')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Lantern Lite' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="Lantern Lite"
      purpose="Lantern Lite, the free tier: what it includes and how to start."
    />
  )
}
