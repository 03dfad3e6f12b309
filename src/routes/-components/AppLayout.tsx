import { Outlet, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { CART_STORAGE_KEY, restoreCart } from '../../../machines/cart.storage'
import { landingFor } from '../../../machines/homes'
import { QueryProvider } from '../../api/QueryProvider'
import { settle, useAuth, useAuthUser } from '../../auth/actor'
import { navFor } from '../../auth/nav'
import { displayNameOf, roleLabelOf, roleNameOf } from '../../auth/roles'
import { useFreshUser } from '../../auth/useFreshUser'
import { AppShell } from '../../ui/AppShell'
import { Spinner } from '../../ui/Spinner'
import { Toaster } from '../../ui/Toaster'
import { toaster } from '../../ui/toaster'
import { useAfterPageLoad } from '../../ui/useAfterPageLoad'
import { PolicyGate } from './PolicyGate'
import { VerifyEmailBanner } from './VerifyEmailBanner'

// Parents and students buy subjects; the cart (XState, zod, the contract) loads only for them.
const CartBar = lazy(() => import('../../commerce/CartBar').then((m) => ({ default: m.CartBar })))
// Only students hear the background music; howler loads only for them (ADR 0061).
const StudentMusic = lazy(() => import('../../music/StudentMusic').then((m) => ({ default: m.StudentMusic })))

/**
 * Whether the stored cart shows anything at once: subjects waiting, or a checkout under way. Its bar sits above
 * the page, so such a cart mounts with the page; an empty one (most visits) mounts once the page has loaded.
 */
function cartInUse(): boolean {
  const cart = restoreCart(localStorage.getItem(CART_STORAGE_KEY))
  return cart.items.length > 0 || cart.pending !== null
}

/** The signed-in area of every role: header with the user and Log out, and the policy agreement gate. */
export function AppLayout() {
  return (
    <QueryProvider>
      <SignedInArea />
    </QueryProvider>
  )
}

function SignedInArea() {
  const user = useAuthUser()
  const signingOut = useAuth((s) => s.matches('signingOut'))
  const navigate = useNavigate()
  // The music loads once the page itself has (ADR 0068): a slow phone shows the page first. So does an empty
  // cart (ADR 0069), which shows nothing; a cart holding something comes with the page, as it would push it down.
  const extras = useAfterPageLoad()
  const [cartNow] = useState(cartInUse)
  useFreshUser(user?.id)

  useEffect(() => {
    if (!user) void navigate({ to: '/login', replace: true })
  }, [user, navigate])

  async function signOut() {
    const snapshot = await settle({ type: 'auth.signOut' })
    if (snapshot.matches('signedOut')) toaster.create({ title: 'You have logged out', type: 'info' })
  }

  if (!user) return <Spinner label="Logging you out" />
  const role = roleNameOf(user)
  return (
    <>
      <AppShell
        name={displayNameOf(user)}
        roleLabel={roleLabelOf(user)}
        home={landingFor(user)}
        nav={navFor(user)}
        onSignOut={signOut}
        signingOut={signingOut}
        tools={
          extras && role === 'student' ? (
            <Suspense fallback={null}>
              <StudentMusic key={user.id} userId={user.id} />
            </Suspense>
          ) : null
        }
      >
        <VerifyEmailBanner user={user} />
        {(role === 'parent' || role === 'student') && (extras || cartNow) ? (
          <Suspense fallback={null}>
            <CartBar />
          </Suspense>
        ) : null}
        <Outlet />
      </AppShell>
      <PolicyGate user={user} onSignOut={signOut} />
      <Toaster />
    </>
  )
}
