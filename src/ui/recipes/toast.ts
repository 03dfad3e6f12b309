import { toastAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const toast = defineSlotRecipe({
  className: 'toast',
  slots: [...toastAnatomy.keys()],
  base: {
    root: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      width: 'min(24rem, calc(100vw - 2rem))',
      p: '4',
      pe: '12',
      bg: 'ink.900',
      color: 'white',
      borderRadius: 'control',
      boxShadow: 'overlay',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      opacity: 'var(--opacity)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 400ms, scale 400ms, opacity 400ms, height 400ms',
    },
    title: { fontWeight: '700' },
    description: { fontSize: 'sm', color: 'sand.100' },
    closeTrigger: {
      position: 'absolute',
      top: '3',
      insetEnd: '3',
      color: 'white',
      p: '1',
      borderRadius: '8px',
      cursor: 'pointer',
      _hover: { bg: 'ink.700' },
    },
  },
})
