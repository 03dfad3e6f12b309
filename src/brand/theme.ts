import type { Branding } from '../../machines/branding'

/** Writes the branding's CSS variables on <html>; setProperty is allowed under a strict style CSP. */
export function applyThemeVars(
  vars: Record<string, string>,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value)
}

export function applyStudentTheme(enabled: boolean, root: HTMLElement = document.documentElement): void {
  if (enabled) root.dataset.theme = 'student'
  else delete root.dataset.theme
}

export const FAVICON_SIZES = [16, 32, 96, 128] as const

export function faviconLinksFor(
  branding: Pick<Branding, 'id'>,
): { href: string; sizes?: string; type: string }[] {
  const base = `/brand/${branding.id}`
  return [
    ...FAVICON_SIZES.map((size) => ({
      href: `${base}/favicon-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
    { href: `${base}/favicon.ico`, type: 'image/x-icon' },
  ]
}

export function replaceFavicons(
  links: { href: string; sizes?: string; type: string }[],
  doc: Document = document,
): void {
  for (const old of doc.head.querySelectorAll('link[rel="icon"]')) old.remove()
  for (const { href, sizes, type } of links) {
    const link = doc.createElement('link')
    link.rel = 'icon'
    link.href = href
    link.type = type
    if (sizes) link.setAttribute('sizes', sizes)
    doc.head.append(link)
  }
}
