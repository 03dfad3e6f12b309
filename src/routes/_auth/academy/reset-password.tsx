import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ResetPasswordPage } from '../-components/password/ResetPasswordPage'

export const Route = createFileRoute('/_auth/academy/reset-password')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Choose a new password' },
  component: ResetPasswordPage,
})
