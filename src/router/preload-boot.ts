import type { AnyRouter } from '@tanstack/react-router'

type Preloadable = { preload?: () => Promise<unknown> }

/**
 * On the first page load, starts downloading the opened page's code at once (ADR 0068): the matched routes'
 * split components (the layout's and the page's). Left to the router, they wait for the route guard's rules
 * (which api/early-start.ts asks for even sooner); started now, a slow phone fetches them side by side.
 */
export function preloadOpenedPage(router: AnyRouter, pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname)
  for (const route of routes) {
    const component = (route.options as { component?: Preloadable }).component
    void component?.preload?.()?.catch(() => {})
  }
}
