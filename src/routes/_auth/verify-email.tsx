import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../router/guard'
import { VerifyEmailPage } from './-components/account/VerifyEmailPage'

export const Route = createFileRoute('/_auth/verify-email')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Verify your email' },
  component: VerifyEmailPage,
})
