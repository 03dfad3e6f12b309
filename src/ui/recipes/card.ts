import { defineSlotRecipe } from '@pandacss/dev'

export const card = defineSlotRecipe({
  className: 'card',
  jsx: ['Card'],
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.surface',
      borderRadius: 'card',
      borderWidth: '1px',
      borderColor: 'border.default',
      boxShadow: 'card',
      overflow: 'hidden',
    },
    header: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1.5',
      px: { base: '5', md: '8' },
      pt: { base: '6', md: '8' },
    },
    title: { fontSize: 'xl', fontWeight: '700', fontFamily: 'heading' },
    description: { color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '4', px: { base: '5', md: '8' }, py: '6' },
    footer: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '3',
      px: { base: '5', md: '8' },
      pb: { base: '6', md: '8' },
    },
  },
})
