import { createFileRoute, redirect } from '@tanstack/react-router'
import { getSessionUser } from '../../../auth/session'
import { SelectChildPage } from '../../../commerce/SelectChildPage'
import { guard } from '../../../router/guard'

export const Route = createFileRoute('/_public/academy/checkout/select-child')({
  beforeLoad: async (ctx) => {
    if (!getSessionUser()) throw redirect({ href: '/academy/checkout/login' })
    return guard({ public: true })(ctx)
  },
  staticData: { title: 'Choose a child' },
  component: SelectChildPage,
})
