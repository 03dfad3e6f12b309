// @vitest-environment happy-dom

import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppShell, type NavItem } from './AppShell'

afterEach(cleanup)

const nav: NavItem[] = [
  { to: '/teacher/students', label: 'Students' },
  { to: '/teacher/marking', label: 'To mark' },
]

/** The shell around every page, as the signed-in layout route renders it, so it outlives a navigation. */
async function renderShell() {
  const rootRoute = createRootRoute({
    component: () => (
      <AppShell name="Tan Mei" roleLabel="Teacher" home="/teacher/reports" nav={nav} onSignOut={vi.fn()}>
        <Outlet />
      </AppShell>
    ),
  })
  const page = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <h1>Reports</h1> })
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/teacher/reports'] }),
  })
  await router.load()
  const view = render(<RouterProvider router={router} />)
  const button = screen.getByRole('button', { name: 'Menu' })
  const menu = document.getElementById(button.getAttribute('aria-controls') ?? '')
  if (!menu) throw new Error('the Menu button controls no element')
  return { ...view, router, button, menu }
}

describe('AppShell', () => {
  it('keeps one navigation named Main with every link, as the desktop header shows it', async () => {
    await renderShell()
    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(within(main).getByRole('link', { name: 'Students' }).getAttribute('href')).toBe(
      '/teacher/students',
    )
    expect(within(main).getByRole('link', { name: 'To mark' })).toBeTruthy()
  })

  it('folds the menu and the user behind a Menu button that says whether it is open', async () => {
    const { button, menu } = await renderShell()
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(menu.dataset.state).toBe('closed')
    expect(within(menu).getByRole('navigation', { name: 'Main' })).toBeTruthy()
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeTruthy()

    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(menu.dataset.state).toBe('open')

    fireEvent.click(button)
    expect(menu.dataset.state).toBe('closed')
  })

  it('closes with Escape from inside the menu and gives focus back to the button', async () => {
    const { button, menu } = await renderShell()
    button.focus()
    fireEvent.click(button)
    const link = within(menu).getByRole('link', { name: 'Students' })
    link.focus()
    fireEvent.keyDown(link, { key: 'Escape' })
    expect(menu.dataset.state).toBe('closed')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('closes when a press lands outside the header', async () => {
    const { button, menu } = await renderShell()
    fireEvent.click(button)
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Reports' }))
    expect(menu.dataset.state).toBe('closed')
  })

  it('closes when a link in it takes the child to another page', async () => {
    const { button, menu, router } = await renderShell()
    fireEvent.click(button)
    await act(async () => {
      fireEvent.click(within(menu).getByRole('link', { name: 'To mark' }))
    })
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/teacher/marking'))
    expect(screen.getByRole('button', { name: 'Menu' })).toBe(button)
    expect(menu.dataset.state).toBe('closed')
  })

  it('closes when the page changes some other way, such as Back', async () => {
    const { button, menu, router } = await renderShell()
    fireEvent.click(button)
    await act(() => router.navigate({ to: '/teacher/students' }))
    expect(menu.dataset.state).toBe('closed')
  })
})
