import { defineRecipe } from '@pandacss/dev'

export const spinner = defineRecipe({
  className: 'spinner',
  jsx: ['Spinner'],
  base: {
    display: 'inline-block',
    borderRadius: 'full',
    borderWidth: '3px',
    borderColor: 'currentColor',
    borderTopColor: 'transparent',
    animation: 'spin 0.8s linear infinite',
    flexShrink: 0,
  },
  variants: {
    size: {
      sm: { width: '4', height: '4', borderWidth: '2px' },
      md: { width: '6', height: '6' },
      lg: { width: '10', height: '10' },
    },
  },
  defaultVariants: { size: 'md' },
})
