import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../router/guard'
import { CoachLanding } from './-components/CoachLanding'

export const Route = createFileRoute('/_public/coach')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'AI coach' },
  component: CoachLanding,
})
