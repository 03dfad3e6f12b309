import { afterEach, describe, expect, it, vi } from 'vitest'
import { userActivity } from './activity'

describe('userActivity', () => {
  afterEach(() => vi.useRealTimers())

  it('passes the first of a burst at once and its last one a second later, and stops when unsubscribed', () => {
    vi.useFakeTimers()
    const target = new EventTarget()
    const seen: string[] = []
    const subscription = userActivity(target).subscribe((event) => seen.push(event.type))
    target.dispatchEvent(new Event('keydown'))
    target.dispatchEvent(new Event('pointermove'))
    target.dispatchEvent(new Event('scroll'))
    expect(seen).toEqual(['keydown'])
    vi.advanceTimersByTime(1000)
    expect(seen).toEqual(['keydown', 'scroll'])
    target.dispatchEvent(new Event('focus'))
    vi.advanceTimersByTime(5000)
    expect(seen).toHaveLength(2)
    subscription.unsubscribe()
    target.dispatchEvent(new Event('pointerdown'))
    vi.advanceTimersByTime(5000)
    expect(seen).toHaveLength(2)
  })
})
