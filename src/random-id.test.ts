import { describe, expect, it } from 'vitest'
import { VisitorSessionIdSchema } from '../contracts/common'
import { randomId } from './random-id'

describe('randomId', () => {
  it('makes ids the server accepts as visitor session ids, and never the same twice', () => {
    const ids = Array.from({ length: 2000 }, randomId)
    for (const id of ids) expect(VisitorSessionIdSchema.safeParse(id).success, id).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('does not need crypto.randomUUID, which plain-http pages lack', () => {
    const original = crypto.randomUUID
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      expect(randomId()).toMatch(/^[A-Za-z0-9_-]{24}$/)
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true })
    }
  })
})
