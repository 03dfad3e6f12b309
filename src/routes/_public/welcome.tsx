import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../router/guard'
import { WelcomePage } from './-components/WelcomePage'

export const Route = createFileRoute('/_public/welcome')({
  beforeLoad: guard({ public: true }),
  component: WelcomePage,
})
