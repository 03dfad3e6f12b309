import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../router/guard'
import { SupportPage } from './-components/SupportPage'

export const Route = createFileRoute('/_public/support')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Help and support' },
  component: SupportPage,
})
