import { defineSemanticTokens, defineTokens } from '@pandacss/dev'

// Fallbacks are the default branding's values; src/brand/ overrides the variables at run time.
export const brandVar = {
  buttonBg: 'var(--lantern-button-bg, #0d5c63)',
  buttonText: 'var(--lantern-button-text, #ffffff)',
  buttonHoverBg: 'var(--lantern-button-hover-bg, #094349)',
  text: 'var(--lantern-text, #1b2533)',
  accent: 'var(--lantern-accent, #f4a340)',
  surface: 'var(--lantern-surface, #ffffff)',
  logoMaxHeight: 'var(--lantern-logo-max-height, 40px)',
}

export const tokens = defineTokens({
  colors: {
    ink: {
      900: { value: '#1b2533' },
      700: { value: '#3b4657' },
      600: { value: '#4d5868' },
      500: { value: '#697386' },
    },
    sand: {
      50: { value: '#fcfbf8' },
      100: { value: '#f6f3ec' },
      200: { value: '#ebe6db' },
      300: { value: '#d9d2c3' },
      600: { value: '#7a7468' },
    },
    sun: { 50: { value: '#fff8ec' }, 100: { value: '#fdeccd' }, 400: { value: '#f4a340' } },
    red: { 50: { value: '#fef3f2' }, 200: { value: '#fecdca' }, 700: { value: '#b42318' } },
    green: { 50: { value: '#ecfdf3' }, 200: { value: '#abefc6' }, 700: { value: '#067647' } },
    blue: { 50: { value: '#eff8ff' }, 200: { value: '#b2ddff' }, 700: { value: '#175cd3' } },
    amber: { 50: { value: '#fffaeb' }, 200: { value: '#fedf89' }, 800: { value: '#93370d' } },
  },
  fonts: {
    body: {
      value:
        "ui-rounded, 'SF Pro Rounded', 'Nunito', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
    heading: {
      value:
        "ui-rounded, 'SF Pro Rounded', 'Nunito', 'Segoe UI Semibold', system-ui, -apple-system, sans-serif",
    },
    mono: { value: "ui-monospace, 'SF Mono', Menlo, Consolas, monospace" },
  },
  fontSizes: {
    sm: { value: '0.9375rem' },
    md: { value: '1.0625rem' },
    lg: { value: '1.1875rem' },
    xl: { value: '1.375rem' },
    '2xl': { value: '1.75rem' },
    '3xl': { value: '2.25rem' },
    '4xl': { value: 'clamp(2.25rem, 1.6rem + 2.6vw, 3.25rem)' },
  },
  durations: { dialog: { value: '300ms' }, fast: { value: '150ms' } },
})

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: { base: '{colors.sand.50}', _studentTheme: '{colors.sun.50}' } },
      surface: { value: brandVar.surface },
      subtle: { value: { base: '{colors.sand.100}', _studentTheme: '{colors.sun.100}' } },
    },
    fg: {
      default: { value: brandVar.text },
      muted: { value: '{colors.ink.600}' },
      subtle: { value: '{colors.ink.500}' },
    },
    border: {
      default: { value: '{colors.sand.200}' },
      // Form controls need 3:1 against the page (WCAG 1.4.11).
      control: { value: '{colors.sand.600}' },
    },
    brand: {
      solid: { value: brandVar.buttonBg },
      contrast: { value: brandVar.buttonText },
      hover: { value: brandVar.buttonHoverBg },
      accent: { value: brandVar.accent },
    },
    focusRing: { value: '#1d4ed8' },
    danger: {
      fg: { value: '{colors.red.700}' },
      bg: { value: '{colors.red.50}' },
      border: { value: '{colors.red.200}' },
    },
    success: {
      fg: { value: '{colors.green.700}' },
      bg: { value: '{colors.green.50}' },
      border: { value: '{colors.green.200}' },
    },
    info: {
      fg: { value: '{colors.blue.700}' },
      bg: { value: '{colors.blue.50}' },
      border: { value: '{colors.blue.200}' },
    },
    warning: {
      fg: { value: '{colors.amber.800}' },
      bg: { value: '{colors.amber.50}' },
      border: { value: '{colors.amber.200}' },
    },
  },
  radii: {
    control: { value: { base: '12px', _studentTheme: '16px' } },
    card: { value: { base: '20px', _studentTheme: '28px' } },
  },
  shadows: {
    card: { value: '0 1px 2px rgba(27, 37, 51, 0.06), 0 8px 24px rgba(27, 37, 51, 0.06)' },
    overlay: { value: '0 24px 64px rgba(27, 37, 51, 0.22)' },
  },
  sizes: { logo: { value: brandVar.logoMaxHeight } },
})
