import { Link } from '@tanstack/react-router'
import { Hammer } from 'lucide-react'
import { css } from '../../../styled-system/css'
import { link } from '../../../styled-system/recipes'
import { lead, pageTitle } from './styles'

type Props = { title: string; purpose: string; variant?: 'app' | 'public' }

/** An honest placeholder: it names what the page will do and does not pretend to work. */
export function ComingSoon({ title, purpose, variant = 'public' }: Props) {
  return (
    <div
      className={variant === 'public' ? css({ maxWidth: '46rem', mx: 'auto', px: '4', py: '14' }) : undefined}
    >
      <h1 className={pageTitle}>{title}</h1>
      <div
        className={css({
          display: 'flex',
          gap: '4',
          alignItems: 'flex-start',
          mt: '6',
          p: { base: '5', md: '6' },
          bg: 'bg.surface',
          borderWidth: '2px',
          borderStyle: 'dashed',
          borderColor: 'border.default',
          borderRadius: 'card',
        })}
      >
        <Hammer
          aria-hidden="true"
          className={css({ flexShrink: 0, width: '8', height: '8', color: 'brand.accent' })}
        />
        <div>
          <p className={css({ fontWeight: '700', fontSize: 'lg' })}>This page is being built</p>
          <p className={`${lead} ${css({ mt: '1' })}`}>{purpose}</p>
          <p className={css({ mt: '3', color: 'fg.muted' })}>
            Nothing here works yet, so nothing you do on this page is saved.{' '}
            <Link to="/support" className={link()}>
              Questions? Visit help and support
            </Link>
            .
          </p>
        </div>
      </div>
    </div>
  )
}
