import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from '../../styled-system/css'

const PAGES = [
  { to: '/teacher/manage/classes', label: 'Classes' },
  { to: '/teacher/manage/students', label: 'Students' },
  { to: '/teacher/manage/teachers', label: 'Teachers' },
  { to: '/teacher/manage/parents', label: 'Parents' },
  { to: '/teacher/manage/activation-codes', label: 'Activation codes' },
  { to: '/teacher/manage/schools', label: 'School' },
] as const

/** The school admin's manage pages: links between the six, then the page's title and what it is for. */
export function ManageFrame({
  title,
  intro,
  children,
}: {
  title: string
  intro: ReactNode
  children: ReactNode
}) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <ManageNav />
      <div>
        <h1 className={titleStyle}>{title}</h1>
        <p className={css({ mt: '1', color: 'fg.muted', maxWidth: '44rem' })}>{intro}</p>
      </div>
      {children}
    </div>
  )
}

export function ManageNav() {
  return (
    <nav aria-label="Manage your school" className={css({ _print: { display: 'none' } })}>
      <ul className={list}>
        {PAGES.map((page) => (
          <li key={page.to}>
            <Link to={page.to} className={item} activeProps={{ 'aria-current': 'page' }}>
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

const titleStyle = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '800', letterSpacing: '-0.01em' })
const list = css({
  display: 'flex',
  gap: '1',
  p: '1',
  bg: 'bg.subtle',
  borderRadius: 'control',
  flexWrap: 'wrap',
  listStyle: 'none',
})
const item = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '10',
  px: '3',
  borderRadius: 'calc(token(radii.control) - 4px)',
  fontWeight: '650',
  fontSize: 'sm',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  _hover: { color: 'fg.default' },
  '&[aria-current=page]': {
    bg: 'bg.surface',
    color: 'fg.default',
    boxShadow: '0 1px 3px rgba(27, 37, 51, 0.15)',
  },
})
