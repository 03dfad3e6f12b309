import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_public/academy/checkout/select-child')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Choose a child' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon variant="public" title="Choose a child" purpose="Choose which child a subscription is for." />
  )
}
