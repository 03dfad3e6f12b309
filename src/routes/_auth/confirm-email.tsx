import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../router/guard'
import { ConfirmEmailPage } from './-components/account/ConfirmEmailPage'

export const Route = createFileRoute('/_auth/confirm-email')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Confirm your new email' },
  component: ConfirmEmailPage,
})
