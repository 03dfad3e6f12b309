import { pinInputAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const pinInput = defineSlotRecipe({
  className: 'pin-input',
  slots: [...pinInputAnatomy.keys()],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { fontWeight: '650' },
    control: { display: 'flex', gap: { base: '1.5', sm: '2' } },
    input: {
      width: { base: '10', sm: '12' },
      height: { base: '12', sm: '14' },
      textAlign: 'center',
      fontSize: 'xl',
      fontWeight: '700',
      bg: 'bg.surface',
      borderWidth: '2px',
      borderColor: 'border.control',
      borderRadius: 'control',
      _focusVisible: {
        outline: 'none',
        borderColor: 'focusRing',
        boxShadow: '0 0 0 3px rgba(29, 78, 216, 0.35)',
      },
      _invalid: { borderColor: 'danger.fg' },
    },
  },
})
