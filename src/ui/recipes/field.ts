import { fieldAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

const control = {
  width: '100%',
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '2px',
  borderColor: 'border.control',
  borderRadius: 'control',
  fontSize: 'md',
  px: '4',
  transition: 'border-color 150ms, box-shadow 150ms',
  _placeholder: { color: 'fg.subtle' },
  _hover: { borderColor: 'fg.muted' },
  _focusVisible: {
    outline: 'none',
    borderColor: 'focusRing',
    boxShadow: '0 0 0 3px rgba(29, 78, 216, 0.35)',
  },
  _invalid: { borderColor: 'danger.fg' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
} as const

export const field = defineSlotRecipe({
  className: 'field',
  slots: [...fieldAnatomy.keys()],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: '100%' },
    label: { fontWeight: '650', fontSize: 'md', color: 'fg.default' },
    input: { ...control, height: '12' },
    select: { ...control, height: '12' },
    textarea: { ...control, py: '3', minHeight: '32', resize: 'vertical' },
    helperText: { fontSize: 'sm', color: 'fg.muted' },
    errorText: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '1.5',
      fontSize: 'sm',
      fontWeight: '600',
      color: 'danger.fg',
      '& svg': { width: '1.1em', height: '1.1em', flexShrink: 0, mt: '0.2em' },
    },
    requiredIndicator: { color: 'danger.fg', ms: '0.5' },
  },
})
