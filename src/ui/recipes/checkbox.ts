import { defineSlotRecipe } from '@pandacss/dev'

// A native checkbox: it works without JavaScript state and is found by its label in every test tool.
export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  slots: ['root', 'row', 'control', 'label'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    row: { display: 'flex', alignItems: 'flex-start', gap: '3' },
    control: {
      appearance: 'auto',
      width: '5',
      height: '5',
      mt: '0.5',
      flexShrink: 0,
      accentColor: 'brand.solid',
      cursor: 'pointer',
    },
    label: {
      cursor: 'pointer',
      '& a': { fontWeight: '650', textDecoration: 'underline', textUnderlineOffset: '3px' },
    },
  },
})
