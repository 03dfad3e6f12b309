import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouteComponent,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { QueryProvider } from '../api/QueryProvider'
import { parseSearch, stringifySearch } from '../router/search'

/** Renders one page at `path` inside a minimal router; every other path renders its own pathname. */
export async function renderPage(Page: RouteComponent, { path, at = path }: { path: string; at?: string }) {
  const rootRoute = createRootRoute({
    component: () => (
      <QueryProvider>
        <Outlet />
      </QueryProvider>
    ),
  })
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path, component: Page })
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => <p>Arrived elsewhere</p>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, elsewhere]),
    history: createMemoryHistory({ initialEntries: [at] }),
    parseSearch,
    stringifySearch,
  })
  await router.load()
  const view = render(<RouterProvider router={router} />)
  return { router, ...view }
}
