import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addMonths, chargeTestCard, prorate } from './local'

describe('local test cards', () => {
  it('pays with 4242 4242 4242 4242, with or without spaces, keeping only the last four digits', () => {
    expect(chargeTestCard('4242 4242 4242 4242')).toEqual({ outcome: 'succeeded', last4: '4242' })
    expect(chargeTestCard('4242424242424242')).toEqual({ outcome: 'succeeded', last4: '4242' })
  })

  it('declines 4000 0000 0000 0002 and says nothing was charged', () => {
    expect(chargeTestCard('4000 0000 0000 0002')).toEqual({
      outcome: 'declined',
      status: 402,
      code: 'card_declined',
      message: 'Your card was declined. Nothing was charged. Try another card.',
      last4: '0002',
    })
  })

  it('refuses 4000 0000 0000 9995 for insufficient funds', () => {
    expect(chargeTestCard('4000000000009995')).toMatchObject({
      outcome: 'declined',
      status: 402,
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds. Nothing was charged.',
    })
  })

  it('declines any other real-looking card with the number to use', () => {
    expect(chargeTestCard('5555 5555 5555 4444')).toMatchObject({
      status: 402,
      code: 'card_declined',
      message: 'This is a test checkout: use 4242 4242 4242 4242.',
    })
  })

  it('answers 400 for a number that fails the Luhn check or is not a card number', () => {
    for (const bad of ['4242 4242 4242 4241', '1234', 'abcd efgh ijkl mnop', ''])
      expect(chargeTestCard(bad)).toEqual({
        outcome: 'invalid',
        status: 400,
        message: 'Check the card number.',
      })
  })

  it('never echoes more than the last four digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{16}$/), (digits) => {
        const result = chargeTestCard(digits)
        if (result.outcome !== 'invalid') expect(result.last4).toBe(digits.slice(-4))
        expect(JSON.stringify(result)).not.toContain(digits)
      }),
    )
  })
})

describe('local billing periods and proration', () => {
  it('runs a month to the same day, or the month’s last day when it has none', () => {
    expect(addMonths(new Date('2027-01-31T10:00:00Z'), 1).toISOString()).toBe('2027-02-28T10:00:00.000Z')
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z')
    expect(addMonths(new Date('2027-03-31T00:00:00Z'), 1).toISOString()).toBe('2027-04-30T00:00:00.000Z')
    expect(addMonths(new Date('2027-12-15T00:00:00Z'), 1).toISOString()).toBe('2028-01-15T00:00:00.000Z')
    expect(addMonths(new Date('2028-02-29T00:00:00Z'), 12).toISOString()).toBe('2029-02-28T00:00:00.000Z')
  })

  it('charges the part of the period still to come, in whole cents, never more than the price', () => {
    const start = new Date('2027-01-01T00:00:00Z')
    const end = new Date('2027-01-31T00:00:00Z')
    expect(prorate(2900, start, end, start)).toBe(2900)
    expect(prorate(2900, start, end, new Date('2027-01-16T00:00:00Z'))).toBe(1450)
    expect(prorate(2900, start, end, end)).toBe(0)
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.date({ min: start, max: end, noInvalidDate: true }),
        (cents, at) => {
          const share = prorate(cents, start, end, at)
          expect(Number.isInteger(share) && share >= 0 && share <= cents).toBe(true)
        },
      ),
    )
  })
})
