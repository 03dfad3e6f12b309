// @vitest-environment happy-dom
import type { AnyRouter } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { inInput, paintBeforeNavigating } from './paint-first'

function fakeRouter() {
  const navigate = vi.fn(async () => {})
  const preloadRoute = vi.fn(async () => [])
  const router = { navigate, preloadRoute } as unknown as AnyRouter
  paintBeforeNavigating(router)
  return { router, navigate, preloadRoute }
}

// window.event: the event the browser is dispatching (happy-dom has none of its own).
let dispatching: Partial<Event> | undefined
Object.defineProperty(window, 'event', { configurable: true, get: () => dispatching })

/** Runs `during` as if the browser were dispatching a person's `type` event. */
function duringInput(type: string, during: () => void) {
  dispatching = { type, isTrusted: true }
  try {
    during()
  } finally {
    dispatching = undefined
  }
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

afterEach(() => {
  dispatching = undefined
})

describe('painting a tap before its navigation (ADR 0069)', () => {
  it('navigates at once when no input is being dispatched (redirects, loaders, timers)', () => {
    const { router, navigate } = fakeRouter()
    void router.navigate({ to: '/student/library' })
    expect(navigate).toHaveBeenCalledWith({ to: '/student/library' })
  })

  it('navigates after the next frame when a tap starts it, with the same options', async () => {
    const { router, navigate } = fakeRouter()
    let done: Promise<void> | undefined
    duringInput('click', () => {
      done = router.navigate({ to: '/student/quiz/$quizId', params: { quizId: '25' } })
    })
    expect(navigate).not.toHaveBeenCalled()
    await done
    expect(navigate).toHaveBeenCalledExactlyOnceWith({
      to: '/student/quiz/$quizId',
      params: { quizId: '25' },
    })
  })

  it('starts a touch’s preload after the frame too', async () => {
    const { router, preloadRoute } = fakeRouter()
    duringInput('touchstart', () => {
      void router.preloadRoute({ to: '/student/library' })
    })
    expect(preloadRoute).not.toHaveBeenCalled()
    await frame()
    await frame()
    expect(preloadRoute).toHaveBeenCalledOnce()
  })

  it('counts only a person’s events, not a script’s', () => {
    duringInput('click', () => expect(inInput()).toBe(true))
    dispatching = { type: 'click', isTrusted: false }
    expect(inInput()).toBe(false)
    dispatching = { type: 'scroll', isTrusted: true }
    expect(inInput()).toBe(false)
    dispatching = undefined
    expect(inInput()).toBe(false)
  })
})
