import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../router/guard'
import { ComingSoon } from '../-components/ComingSoon'

export const Route = createFileRoute('/_public/chinese-notes')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Chinese notes' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="Chinese notes"
      purpose="Chinese revision notes by topic for Primary 4 to 6."
    />
  )
}
