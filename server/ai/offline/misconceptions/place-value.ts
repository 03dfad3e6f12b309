import { commas, num, same } from './read'
import type { Misconception } from './types'

const PLACES = [1000, 100, 10]
const placeCount = (factor: number) => Math.round(Math.log10(factor))
const places = (n: number) => `${n} place${n === 1 ? '' : 's'}`

const decimalPointShift: Misconception = {
  id: 'place-value/decimal-point-shift',
  detect(s) {
    const m = /value of ([\d,.]+) ([×÷]) (1,?000|100|10)\b/.exec(s.text)
    if (!m || s.given === null) return null
    const x = Number(m[1].replace(/,/g, ''))
    const factor = Number(m[3].replace(/,/g, ''))
    const times = m[2] === '×'
    const right = times ? x * factor : x / factor
    const way = times ? 'left, so the number gets bigger' : 'right, so the number gets smaller'
    const rule = `${m[2]} ${num(factor)} moves every digit ${places(placeCount(factor))} to the ${way}: ${num(x)} ${m[2]} ${num(factor)} = ${num(right)}.`
    if (same(s.given, times ? x / factor : x * factor)) {
      return `It looks like you moved the digits the wrong way. ${rule}`
    }
    for (const other of [...PLACES, 10000].filter((p) => p !== factor)) {
      if (same(s.given, times ? x * other : x / other)) {
        return `It looks like you moved the digits ${places(placeCount(other))} instead of ${placeCount(factor)}. ${rule}`
      }
    }
    return null
  },
}

const PLACE_NAMES: Record<number, string> = {
  1: 'ones',
  10: 'tens',
  100: 'hundreds',
  1000: 'thousands',
  10000: 'ten thousands',
  100000: 'hundred thousands',
}

const digitNotValue: Misconception = {
  id: 'place-value/digit-not-its-value',
  detect(s) {
    const m = /number ([\d,]+), what is the value of the digit (\d)/.exec(s.text)
    if (!m || s.given === null) return null
    const digits = m[1].replace(/,/g, '')
    const at = digits.indexOf(m[2])
    if (at < 0 || digits.indexOf(m[2], at + 1) >= 0) return null
    const place = 10 ** (digits.length - 1 - at)
    const right = Number(m[2]) * place
    const shown = commas(right)
    if (s.given === Number(m[2]) && place > 1) {
      return `You wrote the digit itself. Its value depends on its place: the ${m[2]} in ${m[1]} is in the ${PLACE_NAMES[place]} place, so its value is ${shown}.`
    }
    if (s.given === right || s.given % Number(m[2]) !== 0 || !PLACE_NAMES[s.given / Number(m[2])]) return null
    return `It looks like you counted the places wrongly: the ${m[2]} in ${m[1]} is in the ${PLACE_NAMES[place]} place, not the ${PLACE_NAMES[s.given / Number(m[2])]} place. Its value is ${shown}.`
  },
}

const ROUND_TO: Record<string, number> = {
  'nearest ten': 10,
  'nearest hundred': 100,
  'nearest thousand': 1000,
  'nearest whole number': 1,
  '1 decimal place': 0.1,
  '2 decimal places': 0.01,
}

const grouped = (v: number) => (Number.isInteger(v) && v >= 10000 ? commas(v) : num(v))
const the = (place: string) => (place.startsWith('nearest') ? `the ${place}` : place)

const roundAt = (x: number, step: number, how: (v: number) => number) =>
  Number((how(x / step + 1e-9) * step).toFixed(4))

const cutOffInsteadOfRounding: Misconception = {
  id: 'place-value/rounding-rule',
  detect(s) {
    const m = /Round ([\d,.]+) to (?:the )?(nearest \w+(?: number)?|\d decimal places?)/.exec(s.text)
    const step = m ? ROUND_TO[m[2]] : undefined
    if (!m || !step || s.given === null) return null
    const x = Number(m[1].replace(/,/g, ''))
    const right = roundAt(x, step, Math.round)
    const down = roundAt(x, step, Math.floor)
    const up = roundAt(x, step, Math.ceil)
    const look = `Look at the digit just after the place you round to: 5 or more rounds up, 4 or less stays. ${m[1]} rounds to ${grouped(right)}.`
    if (right === up && down !== right && same(s.given, down)) {
      return `It looks like you cut off the digits instead of rounding. ${look}`
    }
    if (right === down && up !== right && same(s.given, up)) return `It looks like you rounded up. ${look}`
    return null
  },
}

const roundedToWrongPlace: Misconception = {
  id: 'place-value/rounded-to-wrong-place',
  detect(s) {
    const m = /Round ([\d,.]+) to (?:the )?(nearest \w+(?: number)?|\d decimal places?)/.exec(s.text)
    const step = m ? ROUND_TO[m[2]] : undefined
    if (!m || !step || s.given === null) return null
    const x = Number(m[1].replace(/,/g, ''))
    const right = roundAt(x, step, Math.round)
    for (const [name, other] of Object.entries(ROUND_TO)) {
      const wrong = roundAt(x, other, Math.round)
      if (other !== step && wrong !== right && wrong !== x && same(s.given, wrong)) {
        return `It looks like you rounded to ${the(name)} instead of ${the(m[2])}. Rounded to ${the(m[2])}, ${m[1]} is ${grouped(right)}.`
      }
    }
    return null
  },
}

export const placeValueMistakes: Misconception[] = [
  decimalPointShift,
  digitNotValue,
  cutOffInsteadOfRounding,
  roundedToWrongPlace,
]
