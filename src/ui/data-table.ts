import { css } from '../../styled-system/css'

/** Wide tables scroll inside their own box instead of widening the page. */
export const tableScroller = css({
  overflowX: 'auto',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  bg: 'bg.surface',
  _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
})
/**
 * A table on wider screens; on a phone each row stacks its cells, each named by its `data-label`, since six
 * columns do not fit and a sideways scroll hides all but the first two.
 */
export const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { textAlign: 'start', px: '3', py: { base: '0.5', md: '2' }, verticalAlign: 'top' },
  '& thead': { display: { base: 'none', md: 'table-header-group' } },
  '& thead th': { bg: 'bg.subtle', fontWeight: '700', whiteSpace: 'nowrap' },
  '& tbody tr': {
    display: { base: 'block', md: 'table-row' },
    py: { base: '2', md: '0' },
    borderTopWidth: '1px',
    borderColor: 'border.default',
    _first: { borderTopWidth: { base: '0', md: '1px' } },
  },
  // On a phone each cell is a row of two: its label (`data-label`), then its content (one element, see TableCell).
  '& tbody td': {
    display: { base: 'grid', md: 'table-cell' },
    gridTemplateColumns: '7rem minmax(0, 1fr)',
    columnGap: '2',
  },
  '& tbody td[data-label]::before': {
    content: 'attr(data-label)',
    display: { base: 'block', md: 'none' },
    fontFamily: 'body',
    fontSize: 'sm',
    fontWeight: '600',
    color: 'fg.muted',
  },
})
