import { dialogAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const dialog = defineSlotRecipe({
  className: 'dialog',
  slots: [...dialogAnatomy.keys(), 'body', 'footer'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      // Numbers: the theme has no z-index tokens, and the app header (z-index 10) must stay under a dialog.
      zIndex: 1300,
      bg: 'rgba(27, 37, 51, 0.5)',
      _open: { animation: 'fadeIn token(durations.dialog) ease-out' },
      _closed: { animation: 'fadeOut token(durations.dialog) ease-in' },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 1400,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '4',
      overflowY: 'auto',
    },
    content: {
      position: 'relative',
      width: '100%',
      maxWidth: '32rem',
      bg: 'bg.surface',
      borderRadius: 'card',
      boxShadow: 'overlay',
      p: { base: '6', md: '8' },
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      _open: { animation: 'scaleIn token(durations.dialog) ease-out' },
      _closed: { animation: 'scaleOut token(durations.dialog) ease-in' },
    },
    title: { fontSize: 'xl', fontWeight: '700', pe: '10' },
    description: { color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '3' },
    footer: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '3', pt: '2' },
    closeTrigger: { position: 'absolute', top: '4', insetEnd: '4' },
  },
})
