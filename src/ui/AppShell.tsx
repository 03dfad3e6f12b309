import { Link, type LinkProps } from '@tanstack/react-router'
import { LogOut } from 'lucide-react'
import type { ReactNode } from 'react'
import { appShell } from '../../styled-system/recipes'
import { Button } from './Button'
import { Logo } from './Logo'

export type NavItem = { to: LinkProps['to']; label: string }

type Props = {
  name: string
  roleLabel: string
  home: string
  nav: NavItem[]
  onSignOut: () => void
  signingOut?: boolean
  children: ReactNode
}

export function AppShell({ name, roleLabel, home, nav, onSignOut, signingOut, children }: Props) {
  const classes = appShell()
  return (
    <div className={classes.root}>
      <a href="#main" className={classes.skipLink}>
        Skip to main content
      </a>
      <header className={classes.header}>
        <div className={classes.bar}>
          <Logo to={home} />
          {nav.length > 0 ? (
            <nav aria-label="Main" className={classes.nav}>
              {nav.map((item) => (
                <Link key={String(item.to)} to={item.to} className={classes.navLink}>
                  {item.label}
                </Link>
              ))}
            </nav>
          ) : null}
          <div className={classes.user}>
            <p>
              <span className={classes.userName}>{name}</span>
              <br />
              <span className={classes.roleLabel}>{roleLabel}</span>
            </p>
            <Button
              variant="outline"
              size="sm"
              onClick={onSignOut}
              loading={signingOut}
              loadingText="Signing out…"
            >
              <LogOut aria-hidden="true" />
              Log out
            </Button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>
    </div>
  )
}
