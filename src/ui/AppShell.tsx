import { Link, type LinkProps, useRouterState } from '@tanstack/react-router'
import { LogOut, Menu, X } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { appShell } from '../../styled-system/recipes'
import { Button } from './Button'
import { Logo } from './Logo'
import { useDisclosure } from './useDisclosure'

export type NavItem = { to: LinkProps['to']; label: string }

type Props = {
  name: string
  roleLabel: string
  home: string
  nav: NavItem[]
  onSignOut: () => void
  signingOut?: boolean
  /** A small control that stays in the header row at every width, beside the Menu button (the music). */
  tools?: ReactNode
  children: ReactNode
}

/**
 * The signed-in frame. On wide screens the menu and the user sit in the header bar; below `lg` they fold
 * behind a Menu button, so a phone's header stays one row (≤ 64 px) and the page starts above the fold.
 */
export function AppShell({ name, roleLabel, home, nav, onSignOut, signingOut, tools, children }: Props) {
  const classes = appShell()
  const headerRef = useRef<HTMLElement>(null)
  const menu = useDisclosure(headerRef)
  const menuId = useId()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const { close } = menu
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (a link, Back, a redirect) closes the menu
  useEffect(close, [pathname, close])

  return (
    <div className={classes.root}>
      <a href="#main" className={classes.skipLink}>
        Skip to main content
      </a>
      <header ref={headerRef} className={classes.header}>
        <div className={classes.bar}>
          <Logo to={home} />
          <Button
            ref={menu.buttonRef}
            variant="outline"
            className={classes.menuButton}
            aria-expanded={menu.open}
            aria-controls={menuId}
            onClick={menu.toggle}
          >
            {menu.open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            Menu
          </Button>
          {tools}
          <div id={menuId} className={classes.menu} data-state={menu.open ? 'open' : 'closed'}>
            {nav.length > 0 ? (
              <nav aria-label="Main" className={classes.nav}>
                {nav.map((item) => (
                  <Link key={String(item.to)} to={item.to} className={classes.navLink} onClick={close}>
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
        </div>
      </header>
      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>
    </div>
  )
}
