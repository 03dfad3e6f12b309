import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { MagicLinkRequestPage } from '../-components/links/MagicLinkRequestPage'

export const Route = createFileRoute('/_auth/magic-link/')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Log in with a magic link' },
  component: MagicLinkRequestPage,
})
