import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ForgotPasswordPage } from '../-components/password/ForgotPasswordPage'

export const Route = createFileRoute('/_auth/academy/forget-password')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Forgot your password?' },
  component: ForgotPasswordPage,
})
