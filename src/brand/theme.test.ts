// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { WhiteLabel } from '../../contracts/auth'
import { BRANDINGS, themeVarsFor } from '../../machines/branding'
import { applyBrand, siteFromLocation } from './site'
import { applyStudentTheme, applyThemeVars, faviconLinksFor, replaceFavicons } from './theme'

const root = document.documentElement

afterEach(() => {
  root.removeAttribute('style')
  delete root.dataset.theme
  for (const link of document.head.querySelectorAll('link')) link.remove()
})

const whiteLabel = {
  school_name: 'Rivervale Primary',
  primary: '#123456',
  page_title: 'Rivervale Learning',
} as WhiteLabel

describe('runtime theme', () => {
  it('writes the branding’s CSS variables on <html>', () => {
    const vars = themeVarsFor(BRANDINGS.starlight)
    applyThemeVars(vars)
    for (const [name, value] of Object.entries(vars)) expect(root.style.getPropertyValue(name)).toBe(value)
    expect(root.style.getPropertyValue('--lantern-button-bg')).toBe('#6d28d9')
    expect(root.style.getPropertyValue('--lantern-logo-max-height')).toBe('32px')
  })

  it('switches branding at run time without a rebuild', () => {
    applyThemeVars(themeVarsFor(BRANDINGS.lantern))
    applyThemeVars(themeVarsFor(BRANDINGS['lantern-academy']))
    expect(root.style.getPropertyValue('--lantern-button-bg')).toBe(
      BRANDINGS['lantern-academy'].colors.buttonBg,
    )
  })

  it('lets a white-label school’s colour win', () => {
    applyBrand({ site: siteFromLocation(location), branding: BRANDINGS.lantern, whiteLabel })
    expect(root.style.getPropertyValue('--lantern-button-bg')).toBe('#123456')
  })

  it('swaps the favicons for a non-default branding only', () => {
    applyBrand({ site: siteFromLocation(location), branding: BRANDINGS.lantern, whiteLabel: null })
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(0)
    applyBrand({ site: siteFromLocation(location), branding: BRANDINGS.starlight, whiteLabel: null })
    const hrefs = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')].map((l) =>
      l.getAttribute('href'),
    )
    expect(hrefs).toEqual([
      '/brand/starlight/favicon-16.png',
      '/brand/starlight/favicon-32.png',
      '/brand/starlight/favicon-96.png',
      '/brand/starlight/favicon-128.png',
      '/brand/starlight/favicon.ico',
    ])
  })

  it('replaces the old icons rather than adding more', () => {
    replaceFavicons(faviconLinksFor({ id: 'starlight' }))
    replaceFavicons(faviconLinksFor({ id: 'lantern-academy' }))
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(5)
  })

  it('turns the student skin on and off', () => {
    applyStudentTheme(true)
    expect(root.dataset.theme).toBe('student')
    applyStudentTheme(false)
    expect(root.dataset.theme).toBeUndefined()
  })

  it('reads the branding from the address on localhost', () => {
    expect(
      siteFromLocation({ host: 'localhost:3000', pathname: '/welcome', search: '?branding=starlight' })
        .branding,
    ).toBe('starlight')
  })
})
