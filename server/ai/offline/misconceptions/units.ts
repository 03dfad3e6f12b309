import { num, numbersIn, same } from './read'
import type { Misconception } from './types'

/** A unit the question is written in, the unit the answer asks for, and how many of the second make one of the first. */
const CONVERSIONS: { from: RegExp; fromName: string; to: string; factor: number }[] = [
  { from: /\d\s*m\b(?!²|³)/, fromName: 'm', to: 'cm', factor: 100 },
  { from: /\d\s*km\b/, fromName: 'km', to: 'm', factor: 1000 },
  { from: /\d\s*kg\b/, fromName: 'kg', to: 'g', factor: 1000 },
  { from: /\d\s*ℓ/, fromName: 'ℓ', to: 'ml', factor: 1000 },
  { from: /\d\s*cm\b/, fromName: 'cm³', to: 'ℓ', factor: 0.001 },
  { from: /\d\s*cm\b/, fromName: 'cm', to: 'mm', factor: 10 },
]

const one = (c: { fromName: string; to: string; factor: number }) =>
  c.factor >= 1
    ? `1 ${c.fromName} = ${num(c.factor)} ${c.to}`
    : `1 ${c.to} = ${num(1 / c.factor)} ${c.fromName}`

const conversionFactor: Misconception = {
  id: 'units/conversion-factor',
  detect(s) {
    if (s.key.kind !== 'numeric' || !s.key.unit || s.given === null) return null
    const unit = s.key.unit
    const c = CONVERSIONS.find((x) => x.to === unit && x.from.test(s.text))
    if (!c) return null
    const right = s.key.value
    for (const used of [1, 10, 100, 1000, 0.1, 0.01, 0.001]) {
      if (used === c.factor || !same(s.given, (right / c.factor) * used)) continue
      const how =
        used === 1
          ? `It looks like you did not change ${c.fromName} into ${c.to}.`
          : `It looks like you used ${num(Math.max(used, 1 / used))} to change ${c.fromName} into ${c.to}.`
      return `${how} Remember: ${one(c)}. The answer in ${c.to} is ${num(right)}.`
    }
    return null
  },
}

/** "1 h 30 min" read as 1.3 h: a classic slip when hours and minutes are mixed. */
const minutesAsDecimalHours: Misconception = {
  id: 'units/minutes-as-decimal-of-an-hour',
  detect(s) {
    const m = /(\d+) h (\d+) min/.exec(s.text)
    if (!m || s.key.kind !== 'numeric') return null
    const [h, min] = [Number(m[1]), Number(m[2])]
    const hours = h + min / 60
    const misread = h + min / 100
    const right = s.key.value
    for (const other of numbersIn(s.text.replace(m[0], ''))) {
      const wrong = same(right, other / hours)
        ? other / misread
        : same(right, other * hours)
          ? other * misread
          : null
      if (wrong !== null && same(s.given, wrong)) {
        return `It looks like you wrote ${m[0]} as ${num(misread)} h. There are 60 minutes in an hour, not 100: ${min} min = ${min}/60 h, so ${m[0]} = ${num(hours)} h. The answer is ${num(right)}.`
      }
    }
    return null
  },
}

const minutesUsedAsHours: Misconception = {
  id: 'units/minutes-used-as-hours',
  detect(s) {
    const speed = /(\d+(?:\.\d+)?) km\/h/.exec(s.text)
    const time = /for (\d+) min\b/.exec(s.text)
    if (!speed || !time || s.key.kind !== 'numeric') return null
    const [v, min] = [Number(speed[1]), Number(time[1])]
    if (!same(s.key.value, (v * min) / 60) || !same(s.given, v * min)) return null
    return `It looks like you multiplied by ${min} as if it were ${min} hours. The speed is per hour, so change the time into hours first: ${min} min = ${min}/60 h, and ${v} × ${min}/60 = ${num(s.key.value)} km.`
  },
}

export const unitMistakes: Misconception[] = [conversionFactor, minutesAsDecimalHours, minutesUsedAsHours]
