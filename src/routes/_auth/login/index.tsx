import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { LoginPage } from '../-components/login/LoginPage'

export const Route = createFileRoute('/_auth/login/')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Log in' },
  component: LoginPage,
})
