import type { AnyRouter } from '@tanstack/react-router'
import { onUnauthorized } from '../auth/session'
import { brandNameOf, getBrand, pageTitleOf, subscribeBrand } from '../brand/site'
import { clearChunkReload, reloadOnce } from './chunk-reload'
import { needsAuth } from './guard'

const TITLE_DEBOUNCE_MS = 50

export function documentTitle(pageTitle: string | undefined, brandTitle: string): string {
  return pageTitle ? `${pageTitle} · ${brandTitle}` : brandTitle
}

type PageTitle = string | ((brandName: string) => string)
type Match = {
  staticData?: { title?: PageTitle }
  status?: string
  context?: unknown
  globalNotFound?: boolean
}

/** The deepest match's title, naming the site as the current branding calls itself. */
export function pageTitleFor(matches: Match[], brandName: string): string | undefined {
  if (matches.some((m) => m.globalNotFound || m.status === 'notFound')) return 'Page not found'
  const title = [...matches].reverse().find((m) => m.staticData?.title)?.staticData?.title
  return typeof title === 'function' ? title(brandName) : title
}

function currentAccess(matches: Match[]) {
  const context = matches.at(-1)?.context as { access?: Parameters<typeof needsAuth>[0] } | undefined
  return context?.access
}

/** Focus the new page's heading so screen readers announce it, as a full page load would. */
function focusHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1')
  if (!heading) return
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus({ preventScroll: true })
}

export function wireRouter(router: AnyRouter): void {
  let titleTimer: ReturnType<typeof setTimeout> | undefined
  let firstLoad = true
  let matches: Match[] = []
  function writeTitle() {
    const brand = getBrand()
    document.title = documentTitle(pageTitleFor(matches, brandNameOf(brand)), pageTitleOf(brand))
  }
  // A white-label look can arrive after the page resolved; its name and title must still win.
  subscribeBrand(writeTitle)

  router.subscribe('onResolved', (event) => {
    const resolved = router.state.matches as Match[]
    // Spec §9: page metadata updates are debounced at 50 ms.
    clearTimeout(titleTimer)
    titleTimer = setTimeout(() => {
      matches = resolved
      writeTitle()
    }, TITLE_DEBOUNCE_MS)

    if (resolved.every((m) => m.status !== 'error')) clearChunkReload()
    if (!firstLoad && event.pathChanged) requestAnimationFrame(focusHeading)
    firstLoad = false
  })

  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce(router.state.location.href)) event.preventDefault()
  })

  onUnauthorized(() => {
    void import('../auth/actor').then(({ authActor }) => authActor.send({ type: 'auth.sessionExpired' }))
    if (needsAuth(currentAccess(router.state.matches as Match[]))) void router.navigate({ to: '/login' })
  })
}
