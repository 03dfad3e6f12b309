import { createRootRoute, Outlet } from '@tanstack/react-router'
import { NotFound } from './-components/NotFound'
import { PublicFrame } from './-components/PublicLayout'
import { RouteError } from './-components/RouteError'

export const Route = createRootRoute({
  component: Outlet,
  notFoundComponent: RootNotFound,
  errorComponent: RouteError,
})

function RootNotFound() {
  return (
    <PublicFrame>
      <NotFound />
    </PublicFrame>
  )
}
