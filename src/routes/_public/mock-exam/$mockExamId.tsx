import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_public/mock-exam/$mockExamId')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Mock exam' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon variant="public" title="Mock exam" purpose="A mock exam you can try without an account." />
  )
}
