import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../router/guard'
import { ParentConsentPage } from './-components/consent/ParentConsentPage'

export const Route = createFileRoute('/_auth/parent-consent')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'A child would like to join Lantern' },
  component: ParentConsentPage,
})
