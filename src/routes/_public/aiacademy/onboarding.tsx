import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { OnboardingPage } from '../-components/onboarding/OnboardingPage'

export const Route = createFileRoute('/_public/aiacademy/onboarding')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Getting started' },
  component: OnboardingPage,
})
