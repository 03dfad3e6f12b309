import { css } from '../../../styled-system/css'

export const pageContainer = css({
  maxWidth: '72rem',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '8', md: '14' },
})
export const narrowContainer = css({
  maxWidth: '46rem',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '8', md: '14' },
})
export const pageTitle = css({
  fontSize: '3xl',
  fontWeight: '800',
  letterSpacing: '-0.01em',
  outline: 'none',
})
export const lead = css({ fontSize: 'lg', color: 'fg.muted', maxWidth: '40rem' })
export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
export const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })
