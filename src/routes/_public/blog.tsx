import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../router/guard'
import { ComingSoon } from '../-components/ComingSoon'

export const Route = createFileRoute('/_public/blog')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Blog' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="Blog"
      purpose="Articles for parents and teachers about learning and the PSLE."
    />
  )
}
