import { describe, expect, it } from 'vitest'
import { retryDelay, shouldRetry } from './queryRetry'

describe('shouldRetry', () => {
  it('retries a network failure three times, then stops', () => {
    const error = new TypeError('Failed to fetch')
    expect([0, 1, 2, 3, 4].map((count) => shouldRetry(count, error))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ])
  })

  it.each([400, 401, 403, 404, 409, 422, 429, 499])('never retries an HTTP %i', (status) => {
    expect(shouldRetry(0, { status, body: { message: 'no' } })).toBe(false)
  })

  it.each([500, 502, 503, 504])('retries an HTTP %i', (status) => {
    expect(shouldRetry(0, { status })).toBe(true)
    expect(shouldRetry(3, { status })).toBe(false)
  })

  it('treats errors without a numeric status as transient', () => {
    expect(shouldRetry(0, null)).toBe(true)
    expect(shouldRetry(0, 'boom')).toBe(true)
    expect(shouldRetry(0, { status: '404' })).toBe(true)
    expect(shouldRetry(0, Object.assign(new Error('x'), { status: 404 }))).toBe(false)
  })
})

describe('retryDelay', () => {
  it('doubles from one second and caps at thirty', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ])
  })
})
