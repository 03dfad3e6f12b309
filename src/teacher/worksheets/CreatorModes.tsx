import { Link } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'

/** The two ways to make a worksheet: pick from the bank, or have questions written. */
export function CreatorModes({ mode }: { mode: 'bank' | 'generate' }) {
  return (
    <nav aria-label="How to make it" className={bar}>
      <Link
        to="/teacher/creator"
        search={{}}
        className={tab}
        aria-current={mode === 'bank' ? 'page' : undefined}
      >
        From the question bank
      </Link>
      <Link
        to="/teacher/creator"
        search={{ mode: 'generate' }}
        className={tab}
        aria-current={mode === 'generate' ? 'page' : undefined}
      >
        Generate with AI
      </Link>
    </nav>
  )
}

const bar = css({
  display: 'flex',
  gap: '1',
  flexWrap: 'wrap',
  borderBottomWidth: '1px',
  borderColor: 'border',
})
const tab = css({
  px: '4',
  py: '2',
  fontWeight: '650',
  color: 'fg.muted',
  borderBottomWidth: '3px',
  borderColor: 'transparent',
  mb: '-1px',
  _hover: { color: 'fg.default' },
  '&[aria-current=page]': { color: 'fg.default', borderColor: 'accent.default' },
})
