import { createFileRoute } from '@tanstack/react-router'
import { privacyPolicy } from '../../content/privacy-policy'
import { guard } from '../../router/guard'
import { LegalPage } from './-components/LegalPage'

export const Route = createFileRoute('/_public/privacy-policy')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Privacy policy' },
  component: () => <LegalPage document={privacyPolicy} />,
})
