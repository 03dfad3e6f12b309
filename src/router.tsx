import { createRouter } from '@tanstack/react-router'
import { parseSearch, stringifySearch } from './router/search'
import { NotFound } from './routes/-components/NotFound'
import { RouteError } from './routes/-components/RouteError'
import { routeTree } from './routeTree.gen'

export const router = createRouter({
  routeTree,
  parseSearch,
  stringifySearch,
  defaultPreload: 'intent',
  defaultPendingMs: 300,
  // Once its data is in, a page replaces its loading spinner at once (ADR 0068): the router's default holds a
  // spinner that has shown for at least 500 ms, which on a slow phone kept a child waiting on data already here.
  defaultPendingMinMs: 0,
  scrollRestoration: true,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
  interface StaticDataRouteOption {
    /** The page's part of document.title, or a function of the site's name; the branding's title follows it. */
    title?: string | ((brandName: string) => string)
  }
}
