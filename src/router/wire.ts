import type { AnyRouter } from '@tanstack/react-router'
import { onUnauthorized } from '../auth/session'
import { getBrand, pageTitleOf, subscribeBrand } from '../brand/site'
import { clearChunkReload, reloadOnce } from './chunk-reload'
import { needsAuth } from './guard'

const TITLE_DEBOUNCE_MS = 50

export function documentTitle(pageTitle: string | undefined, brandTitle: string): string {
  return pageTitle ? `${pageTitle} · ${brandTitle}` : brandTitle
}

type Match = { staticData?: { title?: string }; status?: string; context?: unknown; globalNotFound?: boolean }

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
  let pageTitle: string | undefined
  // A white-label look can arrive after the page resolved; its title must still win.
  subscribeBrand(() => {
    document.title = documentTitle(pageTitle, pageTitleOf(getBrand()))
  })

  router.subscribe('onResolved', (event) => {
    const matches = router.state.matches as Match[]
    // Spec §9: page metadata updates are debounced at 50 ms.
    clearTimeout(titleTimer)
    titleTimer = setTimeout(() => {
      const notFound = matches.some((m) => m.globalNotFound || m.status === 'notFound')
      pageTitle = notFound
        ? 'Page not found'
        : [...matches].reverse().find((m) => m.staticData?.title)?.staticData?.title
      document.title = documentTitle(pageTitle, pageTitleOf(getBrand()))
    }, TITLE_DEBOUNCE_MS)

    if (matches.every((m) => m.status !== 'error')) clearChunkReload()
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
