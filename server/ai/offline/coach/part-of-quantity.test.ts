import { describe, expect, it } from 'vitest'
import { partOfQuantity } from './part-of-quantity'

describe('a fraction or percentage of a quantity, taught as steps the child finishes', () => {
  it('cuts the whole into equal parts and takes some, leaving every result to the child', () => {
    const reply = partOfQuantity('how do I find 3/4 of 20 sweets') ?? ''
    expect(reply).toContain('cut 20 sweets into 4 equal parts: 20 ÷ 4 = ?')
    expect(reply).toContain('take 3 of those parts: 3 × ? = ?')
    expect(reply).not.toMatch(/\b(5|15)\b/)
    expect(partOfQuantity('what is 1/5 of $30')).toContain('$30 ÷ 5 = ?')
  })

  it('works a percentage through 1%, and says nothing when no part of a quantity is asked for', () => {
    const reply = partOfQuantity('what is 25% of 80?') ?? ''
    expect(reply).toContain('80 ÷ 100 = ?')
    expect(reply).not.toMatch(/\b20\b/)
    expect(partOfQuantity('what does 3/4 mean')).toBeNull()
    expect(partOfQuantity('what is 3/4 + 1/8')).toBeNull()
    expect(partOfQuantity('what is 3/0 of 20')).toBeNull()
  })
})
