import { describe, expect, it } from 'vitest'
import { bank } from '../../../db/seed/bank'
import type { BankPart, BankQuestion } from '../../../db/seed/bank/types'
import type { MarkableQuestion, StudentAnswer } from '../../types'
import { explainOffline } from '../explain'
import { markOffline } from '../mark'
import { MISCONCEPTIONS, nameMistake } from './index'

type Found = { question: MarkableQuestion; stem: string; parent?: MarkableQuestion; partId?: number }

const subjectOf = (q: BankQuestion) => q.subject.toLowerCase() as MarkableQuestion['subject']

function markable(
  q: BankQuestion | BankPart,
  id: number,
  subject: MarkableQuestion['subject'],
): MarkableQuestion {
  const { questionTypeId, text, maxScore, key, solution, markingScheme } = q
  return { id, questionTypeId, text, maxScore, key, solution, markingScheme, subject }
}

/** A bank question or part by its ref; a part keeps its question's stem. */
function byRef(ref: string): Found {
  for (const q of bank.questions) {
    if (q.ref === ref) return { question: markable(q, 1, subjectOf(q)), stem: '' }
    const i = q.parts?.findIndex((p) => p.ref === ref) ?? -1
    if (i >= 0 && q.parts) {
      const parts = q.parts.map((p, k) => markable(p, k + 1, subjectOf(q)))
      const parent = { ...markable(q, 1, subjectOf(q)), parts }
      return { question: parts[i], stem: q.text, parent, partId: i + 1 }
    }
  }
  throw new Error(`no bank question ${ref}`)
}

/** What the child did: a typed answer, or the option whose text is this. */
function answerFor(q: MarkableQuestion, given: string): StudentAnswer {
  if (q.key.kind !== 'choice') return { value: given }
  const option = q.key.options.find((o) => o.text === given)
  if (!option) throw new Error(`no option “${given}” in ${q.text}`)
  return { selectedOptionIds: [option.id] }
}

// Each line: a real bank question, a wrong answer a child gives, and the misconception that produces it,
// written down from the maths and the science before the detector was run.
const EXPECTED: [ref: string, wrong: string, misconception: string][] = [
  ['p4-maths-whole-numbers-001', '73,000', 'place-value/rounding-rule'],
  ['p4-maths-whole-numbers-002', '91,100', 'place-value/rounding-rule'],
  ['p4-maths-whole-numbers-003', '90,630', 'place-value/rounding-rule'],
  ['p4-maths-whole-numbers-001', '73,600', 'place-value/rounded-to-wrong-place'],
  ['p4-maths-whole-numbers-004', '7', 'place-value/digit-not-its-value'],
  ['p4-maths-whole-numbers-004', '70', 'place-value/digit-not-its-value'],
  ['p4-maths-whole-numbers-005', '70,000', 'place-value/digit-not-its-value'],
  ['p4-maths-decimals-003', '12.7', 'place-value/rounding-rule'],
  ['p4-maths-decimals-004', '41', 'place-value/rounding-rule'],
  ['p4-maths-decimals-004', '40.2', 'place-value/rounded-to-wrong-place'],
  ['p5-maths-decimals-and-measurement-001', '6.9074', 'place-value/decimal-point-shift'],
  ['p5-maths-decimals-and-measurement-001', '6907.4', 'place-value/decimal-point-shift'],
  ['p5-maths-decimals-and-measurement-002', '75174', 'place-value/decimal-point-shift'],
  ['p5-maths-decimals-and-measurement-002', '0.75174', 'place-value/decimal-point-shift'],
  ['p4-maths-fractions-001', '5', 'fractions/equal-fraction-by-adding'],
  ['p4-maths-fractions-002', '28', 'fractions/equal-fraction-by-adding'],
  ['p4-maths-fractions-003', '9/7', 'fractions/mixed-number-whole-added-to-top'],
  ['p4-maths-fractions-004', '12/9', 'fractions/mixed-number-whole-added-to-top'],
  ['p4-maths-fractions-005', '6/8', 'fractions/added-tops-and-bottoms'],
  ['p4-maths-fractions-005', '3/4', 'fractions/added-tops-and-bottoms'],
  ['p4-maths-fractions-006', '11/20', 'fractions/added-tops-and-bottoms'],
  ['p4-maths-fractions-009', '3', 'fractions/found-one-part-only'],
  ['p4-maths-fractions-009', '36', 'fractions/multiplied-top-only'],
  ['p5-maths-fractions-multiplying-003', '11/33', 'fractions/whole-times-top-and-bottom'],
  ['p5-maths-fractions-multiplying-008', '3', 'fractions/found-one-part-only'],
  ['p5-maths-fractions-multiplying-008', '30', 'fractions/multiplied-top-only'],
  ['p5-maths-fractions-dividing-001', '6/8', 'operations/multiplied-instead-of-dividing'],
  ['p5-maths-fractions-dividing-002', '42/8', 'operations/multiplied-instead-of-dividing'],
  ['p5-maths-fractions-dividing-005', '4 1/2', 'operations/multiplied-instead-of-dividing'],
  ['p5-maths-fractions-dividing-006', '5/2', 'operations/multiplied-instead-of-dividing'],
  ['p5-maths-fractions-dividing-003', '3.6', 'remainders/remainder-as-decimal'],
  ['p5-maths-fractions-dividing-004', '3.1', 'remainders/remainder-as-decimal'],
  ['p4-maths-whole-numbers-008-a', '21.1', 'remainders/remainder-as-decimal'],
  ['p4-maths-whole-numbers-008-b', '21', 'remainders/quotient-and-remainder-mixed-up'],
  ['p4-maths-whole-numbers-008-a', '22', 'remainders/quotient-and-remainder-mixed-up'],
  ['p4-maths-whole-numbers-009-b', '28', 'remainders/quotient-and-remainder-mixed-up'],
  ['p5-maths-whole-numbers-order-of-operations-002', '65.6', 'operations/order-of-operations'],
  ['p5-maths-whole-numbers-order-of-operations-003', '41', 'operations/order-of-operations'],
  ['p5-maths-whole-numbers-order-of-operations-004', '40', 'operations/order-of-operations'],
  ['p4-maths-whole-numbers-006', '309.25', 'operations/divided-instead-of-multiplying'],
  ['p4-maths-decimals-009', '$189.44', 'operations/multiplied-instead-of-dividing'],
  ['p4-maths-decimals-010', '$287.64', 'operations/multiplied-instead-of-dividing'],
  ['p4-maths-decimals-007', '0.19 m', 'operations/divided-instead-of-multiplying'],
  ['p5-maths-decimals-and-measurement-003', '74.4 cm', 'units/conversion-factor'],
  ['p5-maths-decimals-and-measurement-004', '7400', 'units/conversion-factor'],
  ['p5-maths-decimals-and-measurement-005', '95 g', 'units/conversion-factor'],
  ['p5-maths-decimals-and-measurement-006', '0.325', 'units/conversion-factor'],
  ['p5-maths-volume-of-cube-and-cuboid-004', '50000', 'units/conversion-factor'],
  ['p6-maths-speed-001', '69.23 km/h', 'units/minutes-as-decimal-of-an-hour'],
  ['p6-maths-speed-002', '55.38', 'units/minutes-as-decimal-of-an-hour'],
  ['p6-maths-speed-003', '41.4 km', 'units/minutes-as-decimal-of-an-hour'],
  ['p6-maths-speed-004', '720 km', 'units/minutes-used-as-hours'],
  ['p5-maths-percentage-004', '$16.25', 'percentage/found-the-part-only'],
  ['p5-maths-percentage-005', '$17.25', 'percentage/found-the-part-only'],
  ['p5-maths-percentage-006', '$12.60', 'percentage/found-the-part-only'],
  ['p5-maths-percentage-007', '48%', 'percentage/answered-for-the-other-group'],
  ['p6-maths-percentage-001', '16.67%', 'percentage/of-the-wrong-whole'],
  ['p6-maths-percentage-002', '11.1%', 'percentage/of-the-wrong-whole'],
  ['p6-maths-percentage-003', '$168.75', 'percentage/of-the-wrong-whole'],
  ['p6-maths-percentage-004', '$384', 'percentage/of-the-wrong-whole'],
  ['p6-maths-percentage-006', '234.6', 'percentage/of-the-wrong-whole'],
  ['p6-maths-percentage-005', '10%', 'percentage/of-the-wrong-whole'],
  ['p5-maths-ratio-001', '4 : 5', 'ratio/order-reversed'],
  ['p5-maths-ratio-002', '9 : 4', 'ratio/order-reversed'],
  ['p5-maths-ratio-002', '36 : 16', 'ratio/order-reversed'],
  ['p5-maths-ratio-003', '$12', 'ratio/found-the-other-share'],
  ['p5-maths-ratio-004', '$14', 'ratio/found-the-other-share'],
  ['p5-maths-ratio-007', '36', 'ratio/found-the-other-share'],
  ['p5-maths-ratio-005', '49', 'ratio/one-part-not-the-total'],
  ['p6-maths-ratio-005', '84', 'ratio/one-part-not-the-total'],
  ['p6-maths-ratio-006', '20', 'ratio/one-part-not-the-total'],
  ['p6-maths-ratio-007', '6/5', 'ratio/part-to-part-as-fraction'],
  ['p4-maths-rectangles-and-squares-001', '70 cm', 'area-perimeter/area-instead-of-perimeter'],
  ['p4-maths-rectangles-and-squares-002', '25', 'area-perimeter/added-two-sides-only'],
  ['p4-maths-rectangles-and-squares-003', '32 cm²', 'area-perimeter/perimeter-instead-of-area'],
  ['p4-maths-rectangles-and-squares-004', '29', 'area-perimeter/added-two-sides-only'],
  ['p4-maths-rectangles-and-squares-005', '72 m', 'area-perimeter/area-instead-of-perimeter'],
  ['p4-maths-rectangles-and-squares-005', '17', 'area-perimeter/added-two-sides-only'],
  ['p4-maths-rectangles-and-squares-006', '5', 'area-perimeter/stopped-at-the-side'],
  ['p4-maths-rectangles-and-squares-007', '13', 'area-perimeter/stopped-at-the-side'],
  ['p5-maths-area-of-triangle-001', '135', 'area-perimeter/triangle-without-the-half'],
  ['p5-maths-area-of-triangle-003', '72 cm²', 'area-perimeter/triangle-without-the-half'],
  ['p5-maths-area-of-triangle-006', '8', 'area-perimeter/triangle-without-the-half'],
  ['p6-maths-circles-001', '6.28', 'circles/radius-and-diameter-mixed-up'],
  ['p6-maths-circles-002', '43.96 cm', 'circles/radius-and-diameter-mixed-up'],
  ['p6-maths-circles-003', '132', 'circles/circumference-instead-of-area'],
  ['p6-maths-circles-007', '314', 'circles/radius-and-diameter-mixed-up'],
  ['p6-maths-circles-004', '25.12', 'circles/part-of-a-circle'],
  ['p6-maths-circles-006', '200.96', 'circles/part-of-a-circle'],
  ['p5-maths-volume-of-cube-and-cuboid-003', '12', 'volume/added-or-tripled-the-edges'],
  ['p5-maths-volume-of-cube-and-cuboid-001', '26', 'volume/added-or-tripled-the-edges'],
  ['p5-maths-angles-001', '209', 'angles/wrong-angle-total'],
  ['p5-maths-angles-005', '277', 'angles/wrong-angle-total'],
  ['p5-maths-angles-006', '140', 'angles/isosceles-equal-angles'],
  ['p5-science-water-and-changes-of-state-005-a', 'condensation', 'science/evaporation-and-condensation'],
  ['p5-science-water-and-changes-of-state-005-b', 'evaporation', 'science/evaporation-and-condensation'],
  ['p5-science-water-and-changes-of-state-004', '100 °C', 'science/melting-and-boiling-points'],
  ['p5-science-electrical-systems-002', 'Rubber', 'science/conductor-and-insulator'],
  ['p4-science-magnets-001', 'A copper coin', 'science/magnetic-and-non-magnetic-metals'],
  ['p4-science-heat-001', 'Coldness flows into the cocoa.', 'science/heat-not-coldness-flows'],
  ['p6-science-photosynthesis-004', 'Carbon dioxide', 'science/photosynthesis-and-respiration'],
  ['p6-science-photosynthesis-001', 'Oxygen and water', 'science/photosynthesis-and-respiration'],
  ['p5-science-respiratory-and-circulatory-systems-004', 'veins', 'science/arteries-and-veins'],
  ['p5-science-plant-transport-system-001', 'Food-carrying tubes', 'science/water-and-food-carrying-tubes'],
  ['p5-science-cells-004', 'Cell wall', 'science/cell-wall-and-cell-membrane'],
  ['p5-science-cells-001', 'Cell membrane', 'science/cell-wall-and-cell-membrane'],
  ['p6-science-food-chains-and-food-webs-001-a', 'the sun', 'science/producer-is-not-the-sun'],
  ['p4-science-matter-004', 'yes', 'science/light-is-not-matter'],
  ['p4-science-life-cycles-001', 'Cockroach', 'science/three-stage-life-cycles'],
  ['p6-science-energy-conversion-003', 'Electrical → light', 'science/energy-conversion-reversed'],
  ['p6-science-energy-conversion-004', 'kinetic energy', 'science/potential-and-kinetic-energy'],
  ['p4-science-living-things-and-diversity-002', 'By seeds', 'science/fungi-reproduce-by-spores'],
  ['p4-science-life-cycles-005', 'Light', 'science/seeds-do-not-need-light-to-germinate'],
  ['p5-science-reproduction-in-plants-and-humans-004', 'ovule', 'science/ovary-and-ovule'],
  ['p4-science-light-and-shadows-001', 'The box reflects all the light.', 'science/shadows-block-light'],
  ['p5-science-reproduction-in-plants-and-humans-005', 'In the womb', 'science/fertilisation-and-the-womb'],
]

function named(ref: string, wrong: string) {
  const found = byRef(ref)
  const answer = answerFor(found.question, wrong)
  const result = markOffline(found.question, answer)
  return { found, answer, result, mistake: nameMistake(found.question, answer, result, found.stem) }
}

describe('a wrong answer that a misconception produces is named, kindly, with the right step', () => {
  it.each(EXPECTED)('%s: “%s” is %s', (ref, wrong, misconception) => {
    const { result, mistake } = named(ref, wrong)
    expect(result.isFullMarks).toBe(false)
    expect(mistake?.id).toBe(misconception)
  })

  it('covers at least 60 wrong answers of the bank, across the library', () => {
    expect(EXPECTED.length).toBeGreaterThanOrEqual(60)
    const ids = new Set(MISCONCEPTIONS.map((m) => m.id))
    for (const [, , id] of EXPECTED) expect(ids.has(id)).toBe(true)
  })

  it('the named mistake opens the explanation, before what the child wrote', () => {
    for (const [ref, wrong] of EXPECTED) {
      const { found, answer, result, mistake } = named(ref, wrong)
      if (!mistake) continue
      if (found.parent && found.partId) {
        const whole = { parts: { [found.partId]: answer } }
        const text = explainOffline(found.parent, whole, markOffline(found.parent, whole))
        expect(text).toContain(`\n\n${mistake.sentence}`)
      } else {
        expect(explainOffline(found.question, answer, result).startsWith(mistake.sentence)).toBe(true)
      }
    }
  })
})

const everyItem = bank.questions
  .filter((q) => q.subject === 'Maths' || q.subject === 'Science')
  .flatMap((q) => (q.parts?.length ? q.parts.map((p) => p.ref) : [q.ref]))
  .map(byRef)
  .filter((f) => f.question.key.kind !== 'open' && f.question.key.kind !== 'oral')

describe('nothing is named when no misconception explains the answer', () => {
  it('a right answer names nothing and its explanation is unchanged', () => {
    for (const q of bank.questions.filter((x) => x.subject === 'Maths' || x.subject === 'Science')) {
      const question = markable(q, 1, subjectOf(q))
      const result = markOffline(question, q.modelAnswer)
      expect(nameMistake(question, q.modelAnswer, result)).toBeNull()
    }
  })

  it('a random wrong number, word or option names nothing', () => {
    for (const { question, stem } of everyItem) {
      const { key } = question
      const answers: StudentAnswer[] =
        key.kind === 'numeric'
          ? [{ value: key.ratio ? '7 : 13' : String(Math.round((key.value + 7.31) * 100) / 100) }]
          : key.kind === 'text'
            ? [{ value: 'banana' }, { value: 'I do not know' }]
            : [{ selectedOptionIds: [99] }]
      for (const answer of answers) {
        const result = markOffline(question, answer)
        expect(nameMistake(question, answer, result, stem), `${question.text} ${answer.value}`).toBeNull()
      }
    }
  })

  it('a near miss that no misconception produces names nothing', () => {
    for (const [ref, wrong] of [
      ['p4-maths-fractions-005', '5/6'],
      ['p4-maths-fractions-001', '4'],
      ['p5-maths-ratio-003', '$10'],
      ['p4-maths-rectangles-and-squares-001', '40 cm'],
      ['p6-maths-percentage-001', '25%'],
      ['p5-maths-decimals-and-measurement-003', '745 cm'],
      ['p5-science-electrical-systems-002', 'Copper'],
      ['p5-science-water-and-changes-of-state-005-a', 'melting'],
    ]) {
      expect(named(ref, wrong).mistake).toBeNull()
    }
  })
})
