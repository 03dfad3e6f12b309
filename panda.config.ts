import { defineConfig } from '@pandacss/dev'
import { recipes, slotRecipes } from './src/ui/recipes'
import { globalCss } from './src/ui/theme/global-css'
import { semanticTokens, tokens } from './src/ui/theme/tokens'

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  strictTokens: false,
  conditions: {
    extend: {
      // The playful skin: only for students, and only on brandings that enable it (see src/brand/).
      studentTheme: '[data-theme=student] &',
      invalid: '&:is([aria-invalid=true], [data-invalid])',
    },
  },
  globalCss,
  theme: {
    extend: {
      tokens,
      semanticTokens,
      recipes,
      slotRecipes,
      keyframes: {
        spin: { to: { transform: 'rotate(360deg)' } },
        fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
        fadeOut: { from: { opacity: 1 }, to: { opacity: 0 } },
        scaleIn: {
          from: { opacity: 0, transform: 'scale(0.96)' },
          to: { opacity: 1, transform: 'scale(1)' },
        },
        scaleOut: {
          from: { opacity: 1, transform: 'scale(1)' },
          to: { opacity: 0, transform: 'scale(0.96)' },
        },
      },
    },
  },
  staticCss: { recipes: '*' },
})
