import { describe, expect, it } from 'vitest'
import { markOffline } from './index'
import { numeric } from './test-questions'

const marks = (q: ReturnType<typeof numeric>, value: string) => markOffline(q, { value }).marksGiven
const findingType = (q: ReturnType<typeof numeric>, value: string) =>
  markOffline(q, { value }).findings[0]?.type

describe('money', () => {
  const price = numeric({ value: 12.5, unit: '$' })
  it.each(['$12.50', '$12.5', '12.50', '12.5', '12.50 dollars', 'S$12.50', 'SGD 12.50', '$ 12.50'])(
    '%j is $12.50',
    (answer) => expect(marks(price, answer)).toBe(1),
  )
  it('cents convert only when the question allows it', () => {
    expect(marks(numeric({ value: 12.5, unit: '$', convertibleUnits: { '¢': 0.01 } }), '1250 cents')).toBe(1)
    expect(marks(numeric({ value: 12.5, unit: '$', convertibleUnits: { '¢': 0.01 } }), '$12 50¢')).toBe(1)
    expect(findingType(price, '1250 cents')).toBe('wrong_unit')
  })
})

describe('units', () => {
  const length = numeric({ value: 150, unit: 'cm', convertibleUnits: { m: 100, mm: 0.1 } })
  it.each([
    '150',
    '150 cm',
    '150cm',
    '150 CM',
    '150 centimetres',
    '150 centimeters',
    '1.5 m',
    '1.5 metres',
    '1500 mm',
    '1 m 50 cm',
    'The ribbon is 150 cm long.',
  ])('%j is 150 cm', (answer) => expect(marks(length, answer)).toBe(1))

  it.each([
    ['150 kg', 'kg'],
    ['150 ml', 'ml'],
    ['150 km', 'km'],
  ])('%j has a wrong unit and earns nothing', (answer, unit) => {
    const result = markOffline(length, { value: answer })
    expect(result.marksGiven).toBe(0)
    expect(result.findings[0]).toEqual({ type: 'wrong_unit', given: unit, expected: 'cm' })
  })

  it('a convertible unit still needs the right amount', () => {
    expect(markOffline(length, { value: '150 m' }).findings).toEqual([
      { type: 'wrong_value', given: '150 m', expected: '150 cm' },
    ])
  })

  it('without convertibleUnits, metres are a wrong unit for a centimetre answer', () => {
    expect(findingType(numeric({ value: 150, unit: 'cm' }), '1.5 m')).toBe('wrong_unit')
  })

  const area = numeric({ value: 12, unit: 'cm²' })
  it.each(['12 cm²', '12 cm2', '12 cm^2', '12 sq cm', '12 square centimetres', '12 square cm', '12'])(
    'area %j is 12 cm²',
    (answer) => expect(marks(area, answer)).toBe(1),
  )
  it('cm is not a unit of area', () => expect(findingType(area, '12 cm')).toBe('wrong_unit'))

  it.each([
    [
      { value: 250, unit: 'ml', convertibleUnits: { ℓ: 1000 } },
      ['250 ml', '250 mℓ', '250 millilitres', '0.25 ℓ', '0.25 l'],
    ],
    [
      { value: 3, unit: 'ℓ', convertibleUnits: { ml: 0.001 } },
      ['3 ℓ', '3 l', '3 litres', '3 liters', '3000 ml', '2 ℓ 1000 ml'],
    ],
    [
      { value: 2.4, unit: 'kg', convertibleUnits: { g: 0.001 } },
      ['2.4 kg', '2400 g', '2 kg 400 g', '2.4 kilograms'],
    ],
    [
      { value: 90, unit: 'min', convertibleUnits: { h: 60 } },
      ['90 min', '90 minutes', '1.5 h', '1 h 30 min', '1 hour 30 minutes'],
    ],
    [{ value: 45, unit: 's' }, ['45 s', '45 seconds', '45 secs']],
    [{ value: 3, unit: 'km' }, ['3 km', '3 kilometres']],
    [{ value: 30, unit: '°C' }, ['30 °C', '30°C', '30 ℃', '30 degrees Celsius', '30 degrees']],
    [{ value: 60, unit: 'km/h' }, ['60 km/h', '60 km per hour']],
    [{ value: 40, unit: '%' }, ['40%', '40', '40 percent']],
  ])('%j accepts the usual ways of writing it', (key, answers) => {
    for (const answer of answers) expect([answer, marks(numeric(key), answer)]).toEqual([answer, 1])
  })
})
