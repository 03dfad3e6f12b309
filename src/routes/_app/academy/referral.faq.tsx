import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/academy/referral/faq')({
  beforeLoad: guard({ roles: ['student', 'parent'] }),
  staticData: { title: 'Referral questions' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Referral questions"
      purpose="Questions and answers about the referral programme."
    />
  )
}
