import { useSyncExternalStore } from 'react'
import type { WhiteLabel } from '../../contracts/auth'
import { BRANDINGS, type Branding, resolveSite, type Site, themeVarsFor } from '../../machines/branding'
import { applyThemeVars, faviconLinksFor, replaceFavicons } from './theme'

export type BrandState = { site: Site; branding: Branding; whiteLabel: WhiteLabel | null }

type Listener = () => void
const listeners = new Set<Listener>()
let state: BrandState | null = null

function searchRecord(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search))
}

export function siteFromLocation(loc: Pick<Location, 'host' | 'pathname' | 'search'> = location): Site {
  return resolveSite({ host: loc.host, pathname: loc.pathname, search: searchRecord(loc.search) })
}

export function getBrand(): BrandState {
  if (!state) {
    const site = siteFromLocation()
    state = { site, branding: BRANDINGS[site.branding], whiteLabel: null }
  }
  return state
}

/** Calls `listener` whenever the branding changes (e.g. a white-label look arrives after the first paint). */
export function subscribeBrand(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function setBrand(next: BrandState): void {
  state = next
  for (const listener of listeners) listener()
}

export function useBrand(): BrandState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getBrand,
    getBrand,
  )
}

export function pageTitleOf(brand: BrandState): string {
  return brand.whiteLabel?.page_title?.trim() || brand.branding.pageTitle
}

/** The name the site goes by: a white-label school's own, else the branding's. */
export function brandNameOf(brand: BrandState): string {
  return brand.whiteLabel?.school_name?.trim() || brand.branding.name
}

/** The page description search engines and link previews show, in the branding's name. */
export function descriptionOf(brand: BrandState): string {
  return `${brandNameOf(brand)} helps children in Primary 4 to 6 practise for the PSLE, with every answer explained and a friendly AI tutor.`
}

export function logoOf(brand: BrandState): { src: string; alt: string } {
  return { src: brand.whiteLabel?.logo || brand.branding.logo, alt: `${brandNameOf(brand)} home` }
}

/** Paints the branding chosen by the address: CSS variables and, for non-default brandings, favicons. */
export function applyBrand(brand: BrandState = getBrand()): void {
  applyThemeVars(themeVarsFor(brand.branding, brand.whiteLabel))
  if (brand.whiteLabel?.favicon) replaceFavicons([{ href: brand.whiteLabel.favicon, type: 'image/png' }])
  else if (brand.branding.favicons) replaceFavicons(faviconLinksFor(brand.branding))
}

export function applyWhiteLabel(whiteLabel: WhiteLabel): void {
  const next = { ...getBrand(), whiteLabel }
  setBrand(next)
  applyBrand(next)
}

const BUILT_IN_HOST_LABELS = new Set(['academy', 'teach', 'coach', 'starlight', 'release'])

/** A school's own domain: neither a built-in branding host nor a local development host. */
export function isWhiteLabelHost(hostname: string): boolean {
  const name = hostname.toLowerCase()
  if (name === 'localhost' || name === '127.0.0.1' || name === '[::1]' || name.endsWith('.localhost'))
    return false
  if (/^\d+\.\d+\.\d+\.\d+$/.test(name)) return false
  const label = name.split('.')[0]
  return !BUILT_IN_HOST_LABELS.has(label)
}
