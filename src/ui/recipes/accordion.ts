import { accordionAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const accordion = defineSlotRecipe({
  className: 'accordion',
  slots: [...accordionAnatomy.keys()],
  base: {
    root: { display: 'flex', flexDirection: 'column', width: '100%' },
    item: { borderBottomWidth: '1px', borderColor: 'border.default' },
    itemTrigger: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '4',
      width: '100%',
      py: '4',
      textAlign: 'start',
      fontWeight: '650',
      fontSize: 'md',
      cursor: 'pointer',
      _hover: { color: 'fg.muted' },
    },
    itemIndicator: {
      flexShrink: 0,
      transition: 'transform 200ms',
      _open: { transform: 'rotate(180deg)' },
    },
    itemContent: { color: 'fg.muted', pb: '4', _closed: { display: 'none' } },
  },
})
