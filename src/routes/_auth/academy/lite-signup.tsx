import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { SignupPage } from '../-components/signup/SignupPage'

export const Route = createFileRoute('/_auth/academy/lite-signup')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Start free with Lite' },
  component: () => <SignupPage freeTier />,
})
