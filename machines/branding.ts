import type { WhiteLabel } from '../contracts/auth'
import type { Portal } from '../contracts/constants'
import { contrastRatio, isHexColour, readableTextOn } from './contrast'

export const BRANDING_IDS = [
  'lantern',
  'lantern-academy',
  'lantern-teach',
  'lantern-coach',
  'starlight',
] as const
export type BrandingId = (typeof BRANDING_IDS)[number]
export const DEFAULT_BRANDING: BrandingId = 'lantern'

const AA_TEXT = 4.5

export type BrandColors = {
  buttonBg: string
  buttonText: string
  buttonHoverBg: string
  text: string
  accent: string
  surface: string
}

export type Branding = {
  id: BrandingId
  name: string
  pageTitle: string
  logo: string
  logoMaxHeight: number
  colors: BrandColors
  favicons: boolean
  studentTheme: boolean
}

// Spec §9: three brands have their own palettes; the others wear the default one.
const LANTERN_PALETTE: BrandColors = {
  buttonBg: '#f59e0b',
  buttonText: '#1e1b4b',
  buttonHoverBg: '#fbbf24',
  text: '#1e1b4b',
  accent: '#4338ca',
  surface: '#fffbeb',
}
const ACADEMY_PALETTE: BrandColors = {
  buttonBg: '#0f766e',
  buttonText: '#ffffff',
  buttonHoverBg: '#115e59',
  text: '#134e4a',
  accent: '#c2410c',
  surface: '#f0fdfa',
}
const STARLIGHT_PALETTE: BrandColors = {
  buttonBg: '#6d28d9',
  buttonText: '#ffffff',
  buttonHoverBg: '#5b21b6',
  text: '#2e1065',
  accent: '#be185d',
  surface: '#f5f3ff',
}

function branding(
  id: BrandingId,
  name: string,
  pageTitle: string,
  colors: BrandColors,
  logoMaxHeight = 40,
  studentTheme = false,
): Branding {
  const favicons = id !== DEFAULT_BRANDING
  return { id, name, pageTitle, logo: `/brand/${id}/logo.svg`, logoMaxHeight, colors, favicons, studentTheme }
}

export const BRANDINGS: Record<BrandingId, Branding> = {
  lantern: branding('lantern', 'Lantern', 'Lantern: learn with an AI coach', LANTERN_PALETTE),
  'lantern-academy': branding(
    'lantern-academy',
    'Lantern Academy',
    'Lantern Academy: PSLE practice',
    ACADEMY_PALETTE,
    51,
  ),
  'lantern-teach': branding('lantern-teach', 'Lantern Teach', 'Lantern Teach', LANTERN_PALETTE, 51),
  'lantern-coach': branding('lantern-coach', 'Lantern Coach', 'Lantern Coach: ask anything', LANTERN_PALETTE),
  starlight: branding('starlight', 'Starlight', 'Starlight Learning', STARLIGHT_PALETTE, 32, true),
}

export function isBrandingId(value: unknown): value is BrandingId {
  return typeof value === 'string' && (BRANDING_IDS as readonly string[]).includes(value)
}

/** The CSS variables the theme reads; a white-label school's own colours win over the branding's. */
export function themeVarsFor(branding: Branding, whiteLabel?: WhiteLabel | null): Record<string, string> {
  const { colors } = branding
  const pick = (own: string, custom: string | null | undefined) =>
    custom && isHexColour(custom) ? custom : own
  const buttonBg = pick(colors.buttonBg, whiteLabel?.primary)
  // A school picks its colours without checking contrast, so the label colour is chosen for it.
  const buttonText = buttonBg === colors.buttonBg ? colors.buttonText : readableTextOn(buttonBg)
  const hover = pick(colors.buttonHoverBg, whiteLabel?.secondary1)
  return {
    '--lantern-button-bg': buttonBg,
    '--lantern-button-text': buttonText,
    '--lantern-button-hover-bg': contrastRatio(hover, buttonText) >= AA_TEXT ? hover : buttonBg,
    '--lantern-text': colors.text,
    '--lantern-accent': pick(colors.accent, whiteLabel?.accent1),
    '--lantern-surface': pick(colors.surface, whiteLabel?.highlight1),
    '--lantern-logo-max-height': `${branding.logoMaxHeight}px`,
  }
}

export type Site = {
  portal: Portal
  branding: BrandingId
  chatbotPortal: boolean
  releasePortal: boolean
  teachHost: boolean
}

type SiteInput = { host: string; pathname: string; search?: Readonly<Record<string, unknown>> }
type HostSite = Omit<Site, 'chatbotPortal'>

const DEFAULT_SITE: HostSite = {
  portal: 'ai_create',
  branding: DEFAULT_BRANDING,
  releasePortal: false,
  teachHost: false,
}
const HOST_SITES: Partial<Record<string, HostSite>> = {
  academy: { ...DEFAULT_SITE, portal: 'ai_academy', branding: 'lantern-academy' },
  teach: { ...DEFAULT_SITE, branding: 'lantern-teach', teachHost: true },
  coach: { ...DEFAULT_SITE, branding: 'lantern-coach' },
  starlight: { ...DEFAULT_SITE, branding: 'starlight' },
  release: { ...DEFAULT_SITE, releasePortal: true },
}
const DEV_HOSTS = new Set(['localhost', '127.0.0.1'])

// Lets a developer see every branding and portal on localhost; real hosts ignore these parameters.
function withDevOverrides(site: HostSite, search: Readonly<Record<string, unknown>>): HostSite {
  const branding = isBrandingId(search.branding) ? search.branding : site.branding
  const portal: Portal =
    search.portal === 'ai_academy' || search.portal === 'ai_create'
      ? search.portal
      : branding === 'lantern-academy'
        ? 'ai_academy'
        : site.portal
  return { ...site, branding, portal }
}

function isChatPath(pathname: string): boolean {
  return pathname === '/chat' || pathname.startsWith('/chat/')
}

/** Which portal and branding a page address belongs to (spec §1 "Portals and branding"). */
export function resolveSite({ host, pathname, search = {} }: SiteInput): Site {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '')
  const hostLabel = name.includes('.') ? name.split('.')[0] : ''
  const fromHost = HOST_SITES[hostLabel] ?? DEFAULT_SITE
  const site = DEV_HOSTS.has(name) ? withDevOverrides(fromHost, search) : fromHost
  const chatbotPortal =
    hostLabel === 'coach' ||
    (isChatPath(pathname) && (site.branding === 'lantern-coach' || site.releasePortal))
  return { ...site, chatbotPortal }
}

/** Where `/` sends a visitor (spec §2). */
export function rootRedirect(site: Site): string {
  if (site.chatbotPortal || site.branding === 'lantern-coach') return '/chat'
  if (site.teachHost || (site.branding !== DEFAULT_BRANDING && site.branding !== 'lantern-academy'))
    return '/login'
  return '/welcome'
}
