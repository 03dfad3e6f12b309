import { defineRecipe } from '@pandacss/dev'

export const logo = defineRecipe({
  className: 'logo',
  jsx: ['Logo'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    textDecoration: 'none',
    borderRadius: '8px',
    '& img': {
      display: 'block',
      height: 'auto',
      maxHeight: 'logo',
      width: 'auto',
      maxWidth: { base: '11rem', sm: '18rem' },
    },
  },
})
