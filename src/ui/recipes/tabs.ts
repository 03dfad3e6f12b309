import { tabsAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const tabs = defineSlotRecipe({
  className: 'tabs',
  slots: [...tabsAnatomy.keys()],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '5', width: '100%' },
    list: {
      position: 'relative',
      display: 'flex',
      gap: '1',
      p: '1',
      bg: 'bg.subtle',
      borderRadius: 'control',
      overflowX: 'auto',
    },
    trigger: {
      flex: '1',
      minHeight: '11',
      px: '3',
      py: '2',
      borderRadius: 'calc(token(radii.control) - 4px)',
      fontWeight: '650',
      fontSize: 'sm',
      color: 'fg.muted',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      transition: 'background 150ms, color 150ms',
      _hover: { color: 'fg.default' },
      _selected: { bg: 'bg.surface', color: 'fg.default', boxShadow: '0 1px 3px rgba(27, 37, 51, 0.15)' },
    },
    content: { _focusVisible: { outlineOffset: '4px' } },
    indicator: { display: 'none' },
  },
})
