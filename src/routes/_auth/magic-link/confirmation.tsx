import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { MagicLinkConfirmationPage } from '../-components/links/MagicLinkConfirmationPage'

export const Route = createFileRoute('/_auth/magic-link/confirmation')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Check your email' },
  component: MagicLinkConfirmationPage,
})
