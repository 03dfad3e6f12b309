import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../router/guard'
import { ComingSoon } from '../-components/ComingSoon'

export const Route = createFileRoute('/_public/release-notes')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Release notes' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon variant="public" title="Release notes" purpose="What’s new in Lantern, release by release." />
  )
}
