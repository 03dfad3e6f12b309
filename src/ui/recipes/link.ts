import { defineRecipe } from '@pandacss/dev'

export const link = defineRecipe({
  className: 'link',
  jsx: ['TextLink'],
  base: {
    color: 'fg.default',
    fontWeight: '650',
    textDecoration: 'underline',
    textDecorationColor: 'brand.accent',
    textDecorationThickness: '2px',
    textUnderlineOffset: '3px',
    borderRadius: '2px',
    _hover: { textDecorationColor: 'currentColor' },
  },
})
