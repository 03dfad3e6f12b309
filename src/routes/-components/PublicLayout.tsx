import { Link, Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { landingFor } from '../../../machines/homes'
import { css } from '../../../styled-system/css'
import { appShell } from '../../../styled-system/recipes'
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
  gap: { base: '2', md: '4' },
  maxWidth: '72rem',
  mx: 'auto',
  px: { base: '4', md: '6' },
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
// The same skip link as the signed-in shell.
const skip = appShell().skipLink

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
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' })}>
      <a href="#main" className={skip}>
        Skip to main content
      </a>
      <header className={header}>
        <div className={bar}>
          <Logo />
          <nav aria-label="Site" className={css({ display: 'flex', gap: '1', ms: 'auto' })}>
            <Link to="/support" className={navLink}>
              Help
            </Link>
          </nav>
          <div className={css({ display: 'flex', gap: '2' })}>
            {user ? (
              <ButtonLink to={landingFor(user)} size="sm">
                Go to my home
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to="/login" variant="outline" size="sm">
                  Log in
                </ButtonLink>
                <ButtonLink to="/academy/signup" size="sm">
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
