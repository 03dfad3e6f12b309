import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { markOffline } from './index'
import { numeric } from './test-questions'

const marks = (q: ReturnType<typeof numeric>, value: string) => markOffline(q, { value }).marksGiven
const findingType = (q: ReturnType<typeof numeric>, value: string) =>
  markOffline(q, { value }).findings[0]?.type

describe('numeric answers in any equivalent form', () => {
  const threeQuarters = numeric({ value: 0.75 }, { maxScore: 2 })
  it.each([
    '3/4',
    '0.75',
    '.75',
    '75%',
    '75 %',
    '75 percent',
    '75 per cent',
    '¾',
    '３/４',
    '3 / 4',
    'The answer is 3/4.',
    'three quarters',
    '1/4 + 2/4 = 3/4',
  ])('3/4 written as %j earns full marks', (answer) => {
    expect(marks(threeQuarters, answer)).toBe(2)
  })

  const oneAndAHalf = numeric({ value: 1.5 })
  it.each(['1 1/2', '1½', '1 ½', '3/2', '1.5', '1.50', '150%', 'one and a half', '6/4'])(
    '1½ written as %j earns full marks',
    (answer) => expect(marks(oneAndAHalf, answer)).toBe(1),
  )

  it.each([
    ['1,200', 1200],
    ['1200', 1200],
    ['1 200', 1200],
    ['12,345,678', 12345678],
    ['-5', -5],
    ['−5', -5],
    ['minus sign: -3/4', -0.75],
    ['-1 1/2', -1.5],
    ['twelve', 12],
    ['one hundred and five', 105],
    ['twenty-one', 21],
    ['Ali has 12 sweets left.', 12],
    ['１２', 12],
  ])('%j reads as %d', (answer, value) => {
    expect(marks(numeric({ value }), answer)).toBe(1)
  })

  it.each(['0,75', '3 or 4', '3, 4', '1,2000', 'I do not know', '3/0', '12.5.3'])(
    '%j is unreadable: no single number, no marks',
    (answer) => {
      const result = markOffline(numeric({ value: 0.75 }), { value: answer })
      expect(result.marksGiven).toBe(0)
      expect(result.findings[0]?.type).toMatch(/unreadable|wrong_value/)
    },
  )

  it('a wrong value is a wrong_value quoting what the child wrote and the answer in the same form', () => {
    const result = markOffline(numeric({ value: 0.75 }), { value: 'My answer is 3/8' })
    expect(result).toMatchObject({
      marksGiven: 0,
      findings: [{ type: 'wrong_value', given: '3/8', expected: '3/4' }],
    })
  })

  it('tolerance allows a rounded answer only as far as the question says', () => {
    // P6 circle area, r = 5 cm: 78.5 with π = 3.14, 78.54 with the calculator's π, 78.57 with 22/7.
    const circle = numeric({ value: 78.5, tolerance: 0.1 })
    for (const answer of ['78.5', '78.54', '78.57']) expect(marks(circle, answer)).toBe(1)
    expect(marks(circle, '78')).toBe(0)
    expect(marks(numeric({ value: 0.3 }), '0.3')).toBe(1)
    expect(marks(numeric({ value: 0.1 + 0.2 }), '0.3')).toBe(1)
    expect(marks(numeric({ value: 2 }), '2.001')).toBe(0)
  })
})

describe('forms and simplest form', () => {
  const fractionOnly = numeric({ value: 0.75, forms: ['fraction'] }, { maxScore: 2 })
  it('a question that asks for a fraction does not accept the decimal or the percentage', () => {
    expect(marks(fractionOnly, '3/4')).toBe(2)
    for (const answer of ['0.75', '75%']) {
      expect(markOffline(fractionOnly, { value: answer }).findings).toEqual([
        { type: 'form_not_accepted', given: answer, expected: '3/4' },
      ])
    }
  })

  it('a question that asks for a decimal accepts a whole number and no fraction', () => {
    const decimal = numeric({ value: 3, forms: ['decimal'] })
    expect(marks(decimal, '3')).toBe(1)
    expect(findingType(decimal, '6/2')).toBe('form_not_accepted')
  })

  it('a mixed-number question does not accept the improper fraction', () => {
    const mixed = numeric({ value: 2.25, forms: ['mixed'] })
    expect(marks(mixed, '2 1/4')).toBe(1)
    expect(markOffline(mixed, { value: '9/4' }).findings[0]).toEqual({
      type: 'form_not_accepted',
      given: '9/4',
      expected: '2 1/4',
    })
  })

  const simplest = numeric({ value: 0.75, requireSimplest: true }, { maxScore: 2 })
  it.each([
    ['3/4', 2, 'correct'],
    ['6/8', 1, 'not_simplest'],
    ['9/12', 1, 'not_simplest'],
    ['0.75', 2, 'correct'],
    ['3/8', 0, 'wrong_value'],
  ])('simplest form required: %j earns %d (%s)', (answer, expected, type) => {
    const result = markOffline(simplest, { value: answer })
    expect(result.marksGiven).toBe(expected)
    expect(result.findings[0].type).toBe(type)
  })

  it('an unsimplified fraction names the simplest form; half of an odd mark rounds down to 0.5', () => {
    expect(markOffline(simplest, { value: '6/8' }).findings[0]).toEqual({
      type: 'not_simplest',
      given: '6/8',
      expected: '3/4',
    })
    const mixed = numeric({ value: 2.5, requireSimplest: true }, { maxScore: 3 })
    expect(markOffline(mixed, { value: '2 2/4' })).toMatchObject({
      marksGiven: 1.5,
      findings: [{ type: 'not_simplest', expected: '2 1/2' }],
    })
    expect(markOffline(numeric({ value: 2, requireSimplest: true }), { value: '4/2' })).toMatchObject({
      marksGiven: 0.5,
      findings: [{ type: 'not_simplest', expected: '2' }],
    })
  })
})

describe('properties', () => {
  const fraction = fc
    .tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 }))
    .map(([n, d]) => ({ n, d, value: n / d }))
  const terminates = (d: number) => {
    let rest = d
    for (const p of [2, 5]) while (rest % p === 0) rest /= p
    return rest === 1
  }

  it('every equivalent form of a random fraction earns full marks', () => {
    fc.assert(
      fc.property(fraction, fc.integer({ min: 1, max: 5 }), ({ n, d, value }, k) => {
        const q = numeric({ value }, { maxScore: 2 })
        const forms = [`${n}/${d}`, `${n * k}/${d * k}`]
        if (n >= d && n % d !== 0) forms.push(`${Math.floor(n / d)} ${n % d}/${d}`)
        if (terminates(d)) forms.push(String(value), `${value * 100}%`)
        for (const form of forms) expect([form, marks(q, form)]).toEqual([form, 2])
      }),
    )
  })

  it('a different fraction never earns marks', () => {
    fc.assert(
      fc.property(fraction, fraction, (a, b) => {
        fc.pre(a.n * b.d !== b.n * a.d)
        expect(marks(numeric({ value: a.value }), `${b.n}/${b.d}`)).toBe(0)
      }),
    )
  })

  it('thousands separators never change a whole number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
        expect(marks(numeric({ value: n }), n.toLocaleString('en-SG'))).toBe(1)
      }),
    )
  })
})
