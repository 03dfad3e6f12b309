import { defineSlotRecipe } from '@pandacss/dev'

// A native radio inside a large card: arrow keys, labels and test tools work as for any radio.
export const choiceCard = defineSlotRecipe({
  className: 'choice-card',
  slots: ['group', 'root', 'control', 'letter', 'text'],
  base: {
    group: { display: 'grid', gap: '3', border: 'none', p: '0', m: '0', minWidth: '0' },
    root: {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      minHeight: '14',
      px: '4',
      py: '3',
      bg: 'bg.surface',
      borderWidth: '2px',
      borderColor: 'border.control',
      borderRadius: 'control',
      cursor: 'pointer',
      fontSize: 'lg',
      transition: 'border-color 150ms, background 150ms',
      _hover: { bg: 'bg.subtle' },
      '&:has(input:checked)': {
        borderColor: 'brand.solid',
        bg: 'bg.subtle',
        boxShadow: 'inset 0 0 0 1px token(colors.brand.solid)',
      },
      '&:has(input:focus-visible)': { outline: '3px solid token(colors.focusRing)', outlineOffset: '2px' },
      '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.75 },
    },
    control: {
      appearance: 'auto',
      width: '5',
      height: '5',
      flexShrink: 0,
      accentColor: 'brand.solid',
      cursor: 'inherit',
      _focusVisible: { outline: 'none' },
    },
    letter: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: '8',
      height: '8',
      borderRadius: 'full',
      bg: 'bg.subtle',
      fontWeight: '800',
      fontFamily: 'heading',
      'label:has(input:checked) > &': { bg: 'brand.solid', color: 'brand.contrast' },
    },
    text: { flex: '1', minWidth: '0', overflowWrap: 'anywhere' },
  },
  variants: {
    size: {
      md: {},
      sm: { root: { minHeight: '11', fontSize: 'md', py: '2' } },
    },
  },
  defaultVariants: { size: 'md' },
})
