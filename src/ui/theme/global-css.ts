import { defineGlobalStyles } from '@pandacss/dev'

export const globalCss = defineGlobalStyles({
  html: {
    fontFamily: 'body',
    fontSize: '100%',
    color: 'fg.default',
    bg: 'bg.canvas',
    lineHeight: '1.6',
    WebkitFontSmoothing: 'antialiased',
    textRendering: 'optimizeLegibility',
  },
  body: { fontSize: 'md', minHeight: '100dvh' },
  'h1, h2, h3, h4': { fontFamily: 'heading', lineHeight: '1.2', fontWeight: '700', textWrap: 'balance' },
  'a:not([data-scope])': { color: 'inherit' },
  ':focus-visible': {
    outline: '3px solid token(colors.focusRing)',
    outlineOffset: '2px',
    borderRadius: '4px',
  },
  '::selection': { bg: 'sun.100' },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
})
