import { defineSlotRecipe } from '@pandacss/dev'

const tone = (name: 'info' | 'success' | 'warning' | 'danger') => ({
  root: { bg: `${name}.bg`, borderColor: `${name}.border`, color: 'fg.default' },
  icon: { color: `${name}.fg` },
})

export const alert = defineSlotRecipe({
  className: 'alert',
  jsx: ['Alert'],
  slots: ['root', 'icon', 'content', 'title', 'description'],
  base: {
    root: {
      display: 'flex',
      gap: '3',
      alignItems: 'flex-start',
      p: '4',
      borderWidth: '1px',
      borderRadius: 'control',
      width: '100%',
    },
    icon: { flexShrink: 0, width: '6', height: '6', mt: '0.5' },
    content: { display: 'flex', flexDirection: 'column', gap: '1', minWidth: 0 },
    title: { fontWeight: '700' },
    description: { color: 'fg.default', '& a': { fontWeight: '650' } },
  },
  variants: {
    status: {
      info: tone('info'),
      success: tone('success'),
      warning: tone('warning'),
      danger: tone('danger'),
    },
  },
  defaultVariants: { status: 'info' },
})
