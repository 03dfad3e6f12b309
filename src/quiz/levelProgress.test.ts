import { describe, expect, it } from 'vitest'
import { levelProgress, xpBeforeOf } from './levelProgress'

const at = (xp: number, level = 2, base = 100, next = 300) => ({
  xp,
  level,
  current_level_base_xp: base,
  next_level_xp: next,
})

describe('the level bar of the results screen', () => {
  it('moves from the XP before the marking to the XP now, within the level', () => {
    expect(levelProgress(at(200), 150)).toEqual({
      level: 2,
      from: 0.25,
      to: 0.5,
      into: 100,
      span: 200,
      leveledUp: false,
    })
  })

  it('starts from empty when this marking reached the level', () => {
    expect(levelProgress(at(120), 80)).toMatchObject({ from: 0, to: 0.1, leveledUp: true })
  })

  it('stands still with no XP, and never leaves the bar', () => {
    expect(levelProgress(at(200), 200)).toMatchObject({ from: 0.5, to: 0.5, leveledUp: false })
    expect(levelProgress(at(400), 400)).toMatchObject({ to: 1 })
    expect(levelProgress(at(0, 1, 0, 0), 0)).toMatchObject({ from: 0, to: 0, span: 1 })
  })

  it('counts from the XP known before the practice, since checked answers pay as they go', () => {
    expect(xpBeforeOf(200, 0, 170)).toBe(170)
    expect(xpBeforeOf(200, 50, undefined)).toBe(150)
    expect(xpBeforeOf(200, 50, 190)).toBe(150)
  })
})
