import { describe, expect, it } from 'vitest'
import { percentOf, scoreBand } from './scoreBands'

describe('what a result says', () => {
  it('praises only what earned it, and is kind below', () => {
    expect(scoreBand(100).heading).toBe('Full marks!')
    expect(scoreBand(85).tone).toBe('success')
    expect(scoreBand(71)).toMatchObject({ tone: 'info', heading: 'Good work' })
    for (const low of [0, 10, 45]) {
      expect(scoreBand(low).tone).toBe('warning')
      expect(scoreBand(low).heading).not.toMatch(/well done|great|good work/i)
    }
    expect(scoreBand(0).line).toMatch(/worked answers/)
  })

  it('has no percentage without a maximum', () => {
    expect(percentOf(3, 0)).toBeNull()
    expect(percentOf(null, 5)).toBeNull()
    expect(percentOf(2, 3)).toBe(67)
  })
})
