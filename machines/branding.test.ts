import { describe, expect, it } from 'vitest'
import type { WhiteLabel } from '../contracts/auth'
import { BRANDING_IDS, BRANDINGS, type BrandingId, resolveSite, rootRedirect, themeVarsFor } from './branding'
import { contrastRatio } from './contrast'

const AA_TEXT = 4.5
const AA_UI = 3

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#fff', '#fff')).toBe(1)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'))
  })
})

describe('BRANDINGS', () => {
  const all = BRANDING_IDS.map((id) => BRANDINGS[id])

  it('has five brandings keyed by their ids, each with its own logo', () => {
    expect(all.map((b) => b.id)).toEqual([
      'lantern',
      'lantern-academy',
      'lantern-teach',
      'lantern-coach',
      'starlight',
    ])
    for (const b of all) expect(b.logo).toBe(`/brand/${b.id}/logo.svg`)
  })

  it('follows spec §1 and §9: logo heights, own palettes, favicons, student theme', () => {
    const heights = all.map((b) => b.logoMaxHeight)
    expect(heights.filter((h) => h === 51)).toHaveLength(2)
    expect(heights.filter((h) => h === 32)).toHaveLength(1)
    expect(heights.filter((h) => h === 40)).toHaveLength(2)
    expect(new Set(all.map((b) => JSON.stringify(b.colors))).size).toBe(3)
    expect(all.filter((b) => b.colors === BRANDINGS.lantern.colors).map((b) => b.id)).toEqual([
      'lantern',
      'lantern-teach',
      'lantern-coach',
    ])
    expect(all.filter((b) => !b.favicons).map((b) => b.id)).toEqual(['lantern'])
    expect(all.filter((b) => b.studentTheme).map((b) => b.id)).toEqual(['starlight'])
    expect(new Set(all.map((b) => b.pageTitle)).size).toBe(5)
  })

  it.each(BRANDING_IDS)('%s meets WCAG AA contrast', (id) => {
    const { colors } = BRANDINGS[id]
    expect(contrastRatio(colors.buttonText, colors.buttonBg)).toBeGreaterThanOrEqual(AA_TEXT)
    expect(contrastRatio(colors.buttonText, colors.buttonHoverBg)).toBeGreaterThanOrEqual(AA_TEXT)
    expect(contrastRatio(colors.text, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT)
    expect(contrastRatio(colors.text, colors.surface)).toBeGreaterThanOrEqual(AA_TEXT)
    expect(contrastRatio(colors.accent, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT)
    expect(contrastRatio(colors.accent, colors.surface)).toBeGreaterThanOrEqual(AA_UI)
  })
})

describe('resolveSite', () => {
  const site = (host: string, pathname = '/', search?: Record<string, string | undefined>) =>
    resolveSite({ host, pathname, search })

  it.each([
    ['lantern.sg', 'ai_create', 'lantern', false, false, false],
    ['www.lantern.sg', 'ai_create', 'lantern', false, false, false],
    ['localhost:5173', 'ai_create', 'lantern', false, false, false],
    ['academy.lantern.sg', 'ai_academy', 'lantern-academy', false, false, false],
    ['teach.lantern.sg', 'ai_create', 'lantern-teach', false, false, true],
    ['coach.lantern.sg', 'ai_create', 'lantern-coach', true, false, false],
    ['starlight.example.com', 'ai_create', 'starlight', false, false, false],
    ['release.lantern.sg:443', 'ai_create', 'lantern', false, true, false],
    ['ACADEMY.Lantern.SG', 'ai_academy', 'lantern-academy', false, false, false],
  ])('%s → %s / %s', (host, portal, branding, chatbotPortal, releasePortal, teachHost) => {
    expect(site(host)).toEqual({ portal, branding, chatbotPortal, releasePortal, teachHost })
  })

  it('makes a chat page the chatbot portal for the coach branding and release hosts only', () => {
    expect(site('release.lantern.sg', '/chat').chatbotPortal).toBe(true)
    expect(site('release.lantern.sg', '/chat/quiz/9').chatbotPortal).toBe(true)
    expect(site('release.lantern.sg', '/chatter').chatbotPortal).toBe(false)
    expect(site('release.lantern.sg', '/student/v2/chat').chatbotPortal).toBe(false)
    expect(site('localhost', '/chat', { branding: 'lantern-coach' }).chatbotPortal).toBe(true)
    expect(site('localhost', '/welcome', { branding: 'lantern-coach' }).chatbotPortal).toBe(false)
    expect(site('lantern.sg', '/chat').chatbotPortal).toBe(false)
    expect(site('academy.lantern.sg', '/chat').chatbotPortal).toBe(false)
    expect(site('coach.lantern.sg', '/support').chatbotPortal).toBe(true)
  })

  it('lets localhost pick a branding and portal, and ignores those parameters elsewhere', () => {
    expect(site('localhost:5173', '/', { branding: 'starlight' }).branding).toBe('starlight')
    expect(site('127.0.0.1', '/', { branding: 'lantern-academy' })).toMatchObject({
      branding: 'lantern-academy',
      portal: 'ai_academy',
    })
    expect(site('localhost', '/', { portal: 'ai_academy' })).toMatchObject({
      branding: 'lantern',
      portal: 'ai_academy',
    })
    expect(site('localhost', '/', { branding: 'nope' }).branding).toBe('lantern')
    expect(site('lantern.sg', '/', { branding: 'starlight', portal: 'ai_academy' })).toMatchObject({
      branding: 'lantern',
      portal: 'ai_create',
    })
  })
})

describe('rootRedirect', () => {
  const from = (host: string, search?: Record<string, string>) =>
    rootRedirect(resolveSite({ host, pathname: '/', search }))

  it.each([
    ['lantern.sg', '/welcome'],
    ['academy.lantern.sg', '/welcome'],
    ['release.lantern.sg', '/welcome'],
    ['coach.lantern.sg', '/chat'],
    ['teach.lantern.sg', '/login'],
    ['starlight.example.com', '/login'],
  ])('%s → %s', (host, target) => {
    expect(from(host)).toBe(target)
  })

  it.each<[BrandingId, string]>([
    ['lantern', '/welcome'],
    ['lantern-academy', '/welcome'],
    ['lantern-teach', '/login'],
    ['lantern-coach', '/chat'],
    ['starlight', '/login'],
  ])('branding %s on localhost → %s', (branding, target) => {
    expect(from('localhost', { branding })).toBe(target)
  })
})

describe('themeVarsFor', () => {
  const school = (colours: Partial<WhiteLabel>): WhiteLabel => ({
    school_id: 3,
    school_name: 'Rivervale Primary',
    domain_name: 'rivervale.lantern.sg',
    page_title: null,
    primary: null,
    secondary1: null,
    secondary2: null,
    secondary3: null,
    accent1: null,
    accent2: null,
    accent3: null,
    highlight1: null,
    highlight2: null,
    highlight3: null,
    logo: null,
    favicon: null,
    mascot: null,
    bookcover: null,
    thumbnail: null,
    background: null,
    login: null,
    dashboard: null,
    ...colours,
  })

  it('maps a branding to the theme variables', () => {
    const { colors } = BRANDINGS['lantern-academy']
    expect(themeVarsFor(BRANDINGS['lantern-academy'])).toEqual({
      '--lantern-button-bg': colors.buttonBg,
      '--lantern-button-text': colors.buttonText,
      '--lantern-button-hover-bg': colors.buttonHoverBg,
      '--lantern-text': colors.text,
      '--lantern-accent': colors.accent,
      '--lantern-surface': colors.surface,
      '--lantern-logo-max-height': '51px',
    })
    expect(themeVarsFor(BRANDINGS.starlight, null)['--lantern-logo-max-height']).toBe('32px')
    expect(themeVarsFor(BRANDINGS.lantern, school({}))).toEqual(themeVarsFor(BRANDINGS.lantern))
  })

  it('lets a white-label school override colours and picks a readable button label', () => {
    const vars = themeVarsFor(
      BRANDINGS.lantern,
      school({ primary: '#0b3d91', secondary1: '#072b66', accent1: '#b91c1c', highlight1: '#eef2ff' }),
    )
    expect(vars).toMatchObject({
      '--lantern-button-bg': '#0b3d91',
      '--lantern-button-text': '#ffffff',
      '--lantern-button-hover-bg': '#072b66',
      '--lantern-accent': '#b91c1c',
      '--lantern-surface': '#eef2ff',
      '--lantern-text': BRANDINGS.lantern.colors.text,
    })
    expect(themeVarsFor(BRANDINGS.starlight, school({ primary: '#fde68a' }))['--lantern-button-text']).toBe(
      '#111827',
    )
  })

  it('keeps the label readable on hover and refuses values that are not colours', () => {
    const vars = themeVarsFor(
      BRANDINGS.lantern,
      school({
        primary: '#0b3d91',
        secondary1: '#f0f0f0',
        accent1: 'red;} body{display:none',
        highlight1: 'url(x)',
      }),
    )
    expect(vars['--lantern-button-hover-bg']).toBe('#0b3d91')
    expect(vars['--lantern-accent']).toBe(BRANDINGS.lantern.colors.accent)
    expect(vars['--lantern-surface']).toBe(BRANDINGS.lantern.colors.surface)
    for (const [name, value] of Object.entries(vars)) {
      if (name !== '--lantern-logo-max-height') expect(value).toMatch(/^#[0-9a-f]{3,6}$/i)
    }
  })
})
