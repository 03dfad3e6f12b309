import type { AnyRouter } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const routerWith = (routes: { options: Record<string, unknown> }[]) =>
  ({ getMatchedRoutes: vi.fn(() => [routes, {}, routes.at(-1)]) }) as unknown as AnyRouter

beforeEach(() => vi.resetModules())

describe('preloading the opened page (ADR 0068)', () => {
  it('starts every matched route’s split component', async () => {
    const { preloadOpenedPage } = await import('./preload-boot')
    const layout = vi.fn(async () => {})
    const page = vi.fn(async () => {})
    const router = routerWith([
      { options: {} },
      { options: { component: { preload: layout } } },
      { options: { component: { preload: page } } },
    ])
    preloadOpenedPage(router, '/student/library')
    expect(router.getMatchedRoutes).toHaveBeenCalledWith('/student/library')
    expect(layout).toHaveBeenCalledOnce()
    expect(page).toHaveBeenCalledOnce()
  })

  it('survives a failed download (the router reports it when it needs the page)', async () => {
    const { preloadOpenedPage } = await import('./preload-boot')
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    preloadOpenedPage(routerWith([{ options: { component: { preload: failing } } }]), '/welcome')
    await Promise.resolve()
    expect(failing).toHaveBeenCalledOnce()
  })
})
