import { css } from '../../../../../../styled-system/css'

export { table, tableScroller } from '../../../../../ui/data-table'
export { muted, nowrap } from '../session-logs/styles'

export const sectionTitle = css({ fontSize: 'xl', fontWeight: '750' })
export const toolbar = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  alignItems: 'flex-end',
  mb: '4',
  '& > *': { flex: { base: '1 1 100%', md: '0 1 24rem' } },
})
export const mono = css({ fontFamily: 'mono', fontSize: 'xs', overflowWrap: 'anywhere' })
/** A parent's name as a button that selects the row: looks like a link, acts in place. */
export const rowButton = css({
  textAlign: 'start',
  fontWeight: '600',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  _hover: { textDecorationThickness: '2px' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
})
export const selectedRow = css({ bg: 'info.bg !important' })
