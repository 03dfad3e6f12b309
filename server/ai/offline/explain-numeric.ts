import type { MarkingFinding, NumericKey } from '../types'
import { formatDecimal, formName, gcd } from './format'
import { expectedText, isClose, type NumericReading, readNumericAnswer } from './numeric'
import { ratioText } from './ratio'
import { canonicalUnit, dimensionOf } from './units'

type Read = Extract<NumericReading, { status: 'read' }>

const orList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`

/** A likely reason for a wrong number, when the numbers show one; otherwise nothing. */
function hint(key: NumericKey, reading: Read): string | null {
  const { written, value } = reading
  const expected = key.value
  if (reading.unit === 'missing') {
    for (const [unit, factor] of Object.entries(key.convertibleUnits ?? {})) {
      if (isClose(written.value * factor, expected, key.tolerance)) {
        const meant = `${formatDecimal(written.value)} ${unit}`
        return `If you meant ${meant}, remember that the answer must be in ${key.unit}: ${meant} = ${expectedText(key)}.`
      }
    }
  }
  if (reading.unit === 'converted' && isClose(written.value, expected, key.tolerance)) {
    return `The number is right, but ${reading.given} is not the same as ${expectedText(key)}: check the unit you wrote.`
  }
  if (expected !== 0 && isClose(value, -expected, key.tolerance)) return 'Check the sign of your answer.'
  if (written.fraction && value !== 0 && isClose(1 / value, expected, key.tolerance)) {
    return 'It looks like your fraction is upside down: check which number goes on top (the numerator) and which goes at the bottom (the denominator).'
  }
  if (expected !== 0 && value !== 0) {
    const ratio = value / expected
    if ([10, 100, 1000, 0.1, 0.01, 0.001].some((r) => Math.abs(ratio / r - 1) < 1e-9)) {
      return reading.form === 'percent'
        ? `Remember that a percentage is out of 100: ${reading.given} = ${formatDecimal(value)}.`
        : 'Your digits look right, but the place value is not: check where the decimal point goes, or your unit conversion.'
    }
  }
  return null
}

function simplifyStep(reading: Read, simplest: string): string {
  const f = reading.written.fraction
  if (!f) return `In its simplest form it is **${simplest}**.`
  const top = f.whole * f.denominator + f.numerator
  const divisor = gcd(top, f.denominator)
  if (divisor > 1) {
    return `Divide the numerator and the denominator by ${divisor} to get **${simplest}**.`
  }
  return `Write it as **${simplest}**.`
}

function precisionAsked(key: NumericKey): string | null {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  if (key.decimalPlaces !== undefined) return `the answer to ${plural(key.decimalPlaces, 'decimal place')}`
  if (key.significantFigures !== undefined)
    return `the answer to ${plural(key.significantFigures, 'significant figure')}`
  return null
}

function ratioSentences(terms: number[], finding: MarkingFinding): string[] {
  const expected = ratioText(terms)
  switch (finding.type) {
    case 'correct':
      return [`Correct! The ratio is **${expected}**.`]
    case 'not_simplest':
      return [
        `Your ratio **${finding.given}** is equal to the answer, but it is not in its simplest form: divide every term by their common factor to get **${expected}**.`,
      ]
    case 'form_not_accepted':
      return [`Write a ratio with a colon, like **${expected}**; “${finding.given}” is not a ratio.`]
    case 'wrong_value':
      return [`You wrote **${finding.given}**. The ratio is **${expected}**: check the order of the terms.`]
    default:
      return []
  }
}

/** Sentences about one finding of a numeric answer, quoting what the child actually wrote. */
export function numericSentences(key: NumericKey, value: string | null, finding: MarkingFinding): string[] {
  if (key.ratio) return ratioSentences(key.ratio.terms, finding)
  const reading = readNumericAnswer(key, value)
  const read = reading.status === 'read' ? reading : null
  switch (finding.type) {
    case 'wrong_unit': {
      if (!finding.given) {
        return [
          `Your answer ${read ? `**${read.given}** ` : ''}needs its unit: the question asks for it. Write **${expectedText(key)}**.`,
        ]
      }
      const area = dimensionOf(canonicalUnit(finding.expected))
      const sameKind = dimensionOf(canonicalUnit(finding.given)) === area
      const why =
        area === 'other' || sameKind
          ? ''
          : area === 'area'
            ? ' Area is measured in square units, such as cm² or m².'
            : ' Volume is measured in cubic units, such as cm³ or m³.'
      const wrote = read ? `You wrote **${read.given}**, but` : 'Your answer used the unit'
      return [`${wrote} this answer is measured in **${finding.expected}**, not ${finding.given}.${why}`]
    }
    case 'wrong_value': {
      const line = `You wrote **${finding.given}**. The answer is **${finding.expected}**.`
      const extra = read ? hint(key, read) : null
      return extra ? [line, extra] : [line]
    }
    case 'form_not_accepted': {
      const precision = precisionAsked(key)
      if (precision) {
        return [
          `Your answer **${finding.given}** has the right value, but the question asks for ${precision}: **${finding.expected}**.`,
        ]
      }
      const forms = orList((key.forms ?? []).map(formName))
      return [
        `Your answer **${finding.given}** has the right value, but the question asks for ${forms}: **${finding.expected}**.`,
      ]
    }
    case 'not_simplest': {
      const step = read
        ? simplifyStep(read, finding.expected)
        : `In its simplest form it is **${finding.expected}**.`
      return [`Your answer **${finding.given}** is right, but it is not in its simplest form. ${step}`]
    }
    case 'unreadable': {
      if (/\d,\d{1,2}(?!\d)/.test(finding.given)) {
        return [
          `I could not read “${finding.given}” as one number. We write decimals with a point (0.75); a comma only separates thousands (1,200).`,
        ]
      }
      if (reading.status === 'unreadable' && reading.reason === 'many_numbers') {
        return [
          `I found more than one number in your answer (“${finding.given}”), so I could not tell which one is your final answer. Write only your final answer in the box, and put your working in the working space.`,
        ]
      }
      return [
        `I could not find one clear number in your answer (“${finding.given}”). Write your answer with digits, like 12 or 3/4.`,
      ]
    }
    case 'correct': {
      if (read?.unit === 'converted') return [`Correct! ${read.given} is the same as ${expectedText(key)}.`]
      return [`Correct! The answer is **${expectedText(key, read?.form)}**.`]
    }
    default:
      return []
  }
}
