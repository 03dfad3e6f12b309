import { createFileRoute, redirect } from '@tanstack/react-router'
import { rootRedirect } from '../../machines/branding'
import { getBrand } from '../brand/site'
import { guard } from '../router/guard'

export const Route = createFileRoute('/')({
  beforeLoad: async (context) => {
    await guard({ public: true })(context)
    throw redirect({ href: rootRedirect(getBrand().site), replace: true })
  },
})
