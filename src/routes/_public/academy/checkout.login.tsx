import { createFileRoute, redirect } from '@tanstack/react-router'
import { getSessionUser } from '../../../auth/session'
import { CheckoutLoginPage } from '../../../commerce/CheckoutLoginPage'
import { guard } from '../../../router/guard'

// Kept here, not imported from the page: beforeLoad runs in the first chunk, the page loads on demand.
const SELECT_CHILD = '/academy/checkout/select-child'

export const Route = createFileRoute('/_public/academy/checkout/login')({
  beforeLoad: async (ctx) => {
    // Signed in already: on to choosing the child. Otherwise the login form comes back here (useSignIn).
    if (getSessionUser()) throw redirect({ href: SELECT_CHILD })
    if (ctx.location.search && (ctx.location.search as Record<string, unknown>).redirect !== SELECT_CHILD)
      throw redirect({ href: `/academy/checkout/login?redirect=${encodeURIComponent(SELECT_CHILD)}` })
    return guard({ public: true })(ctx)
  },
  staticData: { title: 'Log in to check out' },
  component: CheckoutLoginPage,
})
