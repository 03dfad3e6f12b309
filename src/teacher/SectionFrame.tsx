import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from '../../styled-system/css'

export type SectionPage = { to: string; label: string }

/** Links between the pages of one part of the teacher area, the current one marked. */
export function SectionNav({ label, pages }: { label: string; pages: readonly SectionPage[] }) {
  return (
    <nav aria-label={label} className={css({ _print: { display: 'none' } })}>
      <ul className={list}>
        {pages.map((page) => (
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

/** A page of one part of the teacher area: the links between its pages, then the title and what it is for. */
export function SectionFrame({
  nav,
  title,
  intro,
  children,
}: {
  nav: { label: string; pages: readonly SectionPage[] }
  title: string
  intro: ReactNode
  children: ReactNode
}) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: 0 })}>
      <SectionNav {...nav} />
      <div>
        <h1 className={titleStyle}>{title}</h1>
        <p className={css({ mt: '1', color: 'fg.muted', maxWidth: '44rem' })}>{intro}</p>
      </div>
      {children}
    </div>
  )
}

export const titleStyle = css({
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: '800',
  letterSpacing: '-0.01em',
})
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
