import { Link } from '@tanstack/react-router'
import { Hammer } from 'lucide-react'
import { css } from '../../../../styled-system/css'
import { useAuthUser } from '../../../auth/actor'
import { navFor } from '../../../auth/nav'
import { displayNameOf, roleLabelOf, roleNameOf } from '../../../auth/roles'
import * as Card from '../../../ui/Card'
import { pageTitle } from '../../-components/styles'

type Props = { title: string; purpose: string }

const dl = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '6',
  rowGap: '2',
  '& dt': { color: 'fg.muted', fontWeight: '600' },
  '& dd': { fontWeight: '650', overflowWrap: 'anywhere' },
})

/** Each role's home page: who is signed in, what this page will become, and the way to the rest. */
export function RoleHome({ title, purpose }: Props) {
  const user = useAuthUser()
  if (!user) return null
  const greeting =
    roleNameOf(user) === 'student'
      ? `Hi, ${user.first_name || displayNameOf(user)}!`
      : `Welcome, ${displayNameOf(user)}`
  const links = navFor(user)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div>
        <h1 className={pageTitle}>{greeting}</h1>
        <p className={css({ fontSize: 'lg', color: 'fg.muted', mt: '1' })}>{title}</p>
      </div>
      <div
        className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' } })}
      >
        <Card.Root as="section" aria-labelledby="account-title">
          <Card.Header>
            <Card.Title id="account-title">You are logged in</Card.Title>
          </Card.Header>
          <Card.Body>
            <dl className={dl}>
              <dt>Name</dt>
              <dd>{displayNameOf(user)}</dd>
              <dt>Account</dt>
              <dd>{roleLabelOf(user)}</dd>
              {user.username ? (
                <>
                  <dt>Username</dt>
                  <dd>{user.username}</dd>
                </>
              ) : null}
              {user.email ? (
                <>
                  <dt>Email</dt>
                  <dd>{user.email}</dd>
                </>
              ) : null}
              {user.school_name ? (
                <>
                  <dt>School</dt>
                  <dd>{user.school_name}</dd>
                </>
              ) : null}
              {user.is_free_tier ? (
                <>
                  <dt>Plan</dt>
                  <dd>Lantern Lite (free)</dd>
                </>
              ) : null}
            </dl>
          </Card.Body>
        </Card.Root>
        <Card.Root as="section" aria-labelledby="next-title">
          <Card.Header>
            <Card.Title id="next-title" className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <Hammer aria-hidden="true" className={css({ color: 'brand.accent' })} />
              This page is being built
            </Card.Title>
            <Card.Description>{purpose}</Card.Description>
          </Card.Header>
          <Card.Body>
            <p>Where you can go:</p>
            <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
              {links.map((item) => (
                <li key={String(item.to)}>
                  <Link
                    to={item.to}
                    className={css({
                      display: 'inline-flex',
                      px: '3',
                      py: '1.5',
                      borderRadius: 'full',
                      bg: 'bg.subtle',
                      fontWeight: '600',
                      textDecoration: 'none',
                      _hover: { textDecoration: 'underline' },
                    })}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Card.Body>
        </Card.Root>
      </div>
    </div>
  )
}
