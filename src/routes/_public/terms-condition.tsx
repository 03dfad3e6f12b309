import { createFileRoute } from '@tanstack/react-router'
import { terms } from '../../content/terms'
import { guard } from '../../router/guard'
import { LegalPage } from './-components/LegalPage'

export const Route = createFileRoute('/_public/terms-condition')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Terms and conditions' },
  component: () => <LegalPage document={terms} />,
})
