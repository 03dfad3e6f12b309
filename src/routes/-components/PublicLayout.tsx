import { Link, Outlet, useRouterState } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense } from 'react'
import type { SessionUser } from '../../../contracts/common'
import { landingFor } from '../../../machines/homes'
import { css } from '../../../styled-system/css'
import { appShell } from '../../../styled-system/recipes'
import { roleNameOf } from '../../auth/roles'
import { useSessionUser } from '../../auth/session'
import { ButtonLink } from '../../ui/Button'
import { Logo } from '../../ui/Logo'
import { SiteFooter } from './SiteFooter'

const header = css({
  bg: 'bg.surface',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
})
const bar = css({
  display: 'flex',
  alignItems: 'center',
  gap: { base: '1.5', sm: '2', md: '4' },
  maxWidth: '72rem',
  mx: 'auto',
  px: { base: '3', sm: '4', md: '6' },
  py: '3',
})
const navLink = css({
  display: { base: 'none', sm: 'inline-flex' },
  px: '3',
  py: '2',
  borderRadius: 'control',
  fontWeight: '600',
  color: 'fg.muted',
  textDecoration: 'none',
  _hover: { color: 'fg.default', bg: 'bg.subtle' },
})
// Room for the cart button beside the account buttons on a phone.
const tight = css({ px: { base: '2.5 !important', sm: '3 !important' } })
// The same skip link as the signed-in shell.
const skip = appShell().skipLink

// The cart (XState, zod, the contract) is its own chunk, kept off the first page (ADR 0012, ADR 0026).
const CartButton = lazy(() => import('../../commerce/CartButton').then((m) => ({ default: m.CartButton })))
const SHOPPING_PAGES = /^\/(courses|academy\/checkout)(\/|$)/

/** Visitors, parents and students may buy; a visitor sees the cart once shopping or holding one. */
function useShowsCart(user: SessionUser | null) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  if (user) return ['parent', 'student'].includes(roleNameOf(user))
  return SHOPPING_PAGES.test(pathname) || hasStoredCart()
}

function hasStoredCart() {
  try {
    return (localStorage.getItem('cart') ?? '').includes('"product"')
  } catch {
    return false
  }
}

/** Header, main and footer of every page a visitor can open without signing in. */
export function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  )
}

export function PublicFrame({ children }: { children: ReactNode }) {
  const user = useSessionUser()
  const showsCart = useShowsCart(user)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' })}>
      <a href="#main" className={skip}>
        Skip to main content
      </a>
      <header className={header}>
        <div className={bar}>
          <Logo />
          <nav aria-label="Site" className={css({ display: 'flex', gap: '1', ms: 'auto' })}>
            <Link to="/courses" className={navLink}>
              Courses
            </Link>
            <Link to="/support" className={navLink}>
              Help
            </Link>
          </nav>
          <div className={css({ display: 'flex', gap: { base: '1.5', sm: '2' } })}>
            {showsCart ? (
              <Suspense fallback={null}>
                <CartButton />
              </Suspense>
            ) : null}
            {user ? (
              <ButtonLink to={landingFor(user)} size="sm" className={tight}>
                <span className={css({ display: { base: 'none', sm: 'inline' } })}>Go to my home</span>
                <span className={css({ display: { base: 'inline', sm: 'none' } })}>My home</span>
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to="/login" variant="outline" size="sm" className={tight}>
                  Log in
                </ButtonLink>
                <ButtonLink to="/academy/signup" size="sm" className={tight}>
                  Sign up
                </ButtonLink>
              </>
            )}
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={css({ flex: '1', outline: 'none' })}>
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
