import { defineRecipe } from '@pandacss/dev'

const tone = (name: 'info' | 'success' | 'warning' | 'danger') => ({
  bg: `${name}.bg`,
  borderColor: `${name}.border`,
  color: `${name}.fg`,
})

/** A small status label: the words carry the meaning, the colour only helps. */
export const chip = defineRecipe({
  className: 'chip',
  jsx: ['Chip'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    px: '2.5',
    py: '0.5',
    borderRadius: 'full',
    borderWidth: '1px',
    fontSize: 'sm',
    fontWeight: '700',
    whiteSpace: 'nowrap',
    lineHeight: '1.5',
    '& svg': { width: '1em', height: '1em', flexShrink: 0 },
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.subtle', borderColor: 'border.default', color: 'fg.default' },
      info: tone('info'),
      success: tone('success'),
      warning: tone('warning'),
      danger: tone('danger'),
    },
  },
  defaultVariants: { tone: 'neutral' },
})
