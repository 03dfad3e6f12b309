import { defineSlotRecipe } from '@pandacss/dev'

const marked = (name: 'success' | 'warning' | 'danger') => ({
  bg: `${name}.bg`,
  borderColor: `${name}.fg`,
  color: `${name}.fg`,
})

/** Numbered buttons, one per question; the state shows as a symbol and in the button's name, not only colour. */
export const questionMap = defineSlotRecipe({
  className: 'question-map',
  slots: ['root', 'list', 'item', 'number', 'symbol', 'legend'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2' },
    list: { display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' },
    item: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '1',
      minWidth: '11',
      height: '11',
      px: '2',
      borderWidth: '2px',
      borderStyle: 'dashed',
      borderColor: 'border.control',
      borderRadius: 'control',
      bg: 'bg.surface',
      fontWeight: '750',
      fontFamily: 'heading',
      cursor: 'pointer',
      _hover: { bg: 'bg.subtle' },
      '&[data-status=answered]': { borderStyle: 'solid', bg: 'bg.subtle' },
      '&[data-status=right]': { borderStyle: 'solid', ...marked('success') },
      '&[data-status=part]': { borderStyle: 'solid', ...marked('warning') },
      '&[data-status=wrong]': { borderStyle: 'solid', ...marked('danger') },
      '&[data-status=teacher]': { borderStyle: 'dashed', bg: 'bg.subtle' },
      '&[aria-current=step]': { outline: '3px solid token(colors.brand.solid)', outlineOffset: '2px' },
    },
    number: { fontSize: 'md' },
    symbol: { fontSize: 'sm', lineHeight: '1' },
    legend: { fontSize: 'sm', color: 'fg.muted' },
  },
})
