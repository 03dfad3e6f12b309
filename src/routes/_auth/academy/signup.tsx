import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { SignupPage } from '../-components/signup/SignupPage'

export const Route = createFileRoute('/_auth/academy/signup')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Create an account' },
  component: () => <SignupPage freeTier={false} />,
})
