import { Link, Outlet } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { QueryProvider } from '../../api/QueryProvider'
import { Logo } from '../../ui/Logo'
import { Toaster } from '../../ui/Toaster'
import { SiteFooter } from './SiteFooter'

/** Sign-in, sign-up and password pages: one calm card in the middle of the page. */
export function AuthLayout() {
  return (
    <QueryProvider>
      <div className={css({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' })}>
        <header
          className={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '4',
            maxWidth: '72rem',
            width: '100%',
            mx: 'auto',
            px: { base: '4', md: '6' },
            py: '4',
          })}
        >
          <Logo />
          <Link
            to="/support"
            className={css({
              fontWeight: '600',
              color: 'fg.muted',
              textDecoration: 'underline',
              textUnderlineOffset: '3px',
            })}
          >
            Need help?
          </Link>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className={css({
            flex: '1',
            width: '100%',
            maxWidth: '32rem',
            mx: 'auto',
            px: { base: '4', md: '0' },
            pt: { base: '2', md: '8' },
            pb: '16',
            outline: 'none',
          })}
        >
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <Toaster />
    </QueryProvider>
  )
}
