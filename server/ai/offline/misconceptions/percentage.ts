import { money, num, numbersIn, pct, same, samePercent } from './read'
import type { Misconception } from './types'

const changeOverNewValue: Misconception = {
  id: 'percentage/of-the-wrong-whole',
  detect(s) {
    const m = /from \$?([\d.]+) to \$?([\d.]+)\. Find the percentage (increase|decrease)/.exec(s.text)
    if (!m) return null
    const [before, after] = [Number(m[1]), Number(m[2])]
    const change = Math.abs(after - before)
    if (!samePercent(s.given, change / after)) return null
    return `It looks like you divided by the new amount (${num(after)}). A percentage ${m[3]} is always a part of the amount at first: ${num(change)} ÷ ${num(before)} × 100% = ${pct(change / before)}.`
  },
}

const reverseOnNewValue: Misconception = {
  id: 'percentage/of-the-wrong-whole',
  detect(s) {
    const discount = /discount of (\d+)%, .*? costs \$([\d.]+)\. What was its price before/.exec(s.text)
    const increase = /increased by (\d+)% to (\d+)\. How many .* before/.exec(s.text)
    const m = discount ?? increase
    if (!m || s.key.kind !== 'numeric') return null
    const [p, now] = [Number(m[1]), Number(m[2])]
    const share = discount ? 100 - p : 100 + p
    const wrong = discount ? now * (1 + p / 100) : now * (1 - p / 100)
    if (!same(s.given, wrong)) return null
    const show = discount ? money : num
    return `It looks like you took ${p}% of ${show(now)}. The ${p}% is of the amount before, not after: ${show(now)} is ${share}% of it, so 1% is ${show(now)} ÷ ${share} and 100% is ${show(s.key.value)}.`
  },
}

const partNotResult: Misconception = {
  id: 'percentage/found-the-part-only',
  detect(s) {
    const sale = /costs \$([\d.]+)\. During a sale, there is a (\d+)% discount/.exec(s.text)
    const tax = /bill is \$([\d.]+) before GST\. GST of (\d+)% is added/.exec(s.text)
    const m = sale ?? tax
    if (!m || s.key.kind !== 'numeric') return null
    const [price, p] = [Number(m[1]), Number(m[2])]
    if (!same(s.given, (price * p) / 100)) return null
    const step = sale
      ? `take it away from the price: ${money(price)} − ${money((price * p) / 100)}`
      : `add it to the bill: ${money(price)} + ${money((price * p) / 100)}`
    return `You found ${p}% of ${money(price)}, the ${sale ? 'discount' : 'GST'} — now ${step} = ${money(s.key.value)}.`
  },
}

const percentOfWholeNotRemaining: Misconception = {
  id: 'percentage/of-the-wrong-whole',
  detect(s) {
    const m = /(\d+)% of the \w+ on .*? and (\d+)% of the remaining .*? What percentage .* left/.exec(s.text)
    if (!m) return null
    const [a, b] = [Number(m[1]), Number(m[2])]
    if (!samePercent(s.given, (100 - a - b) / 100)) return null
    const rest = 100 - a
    return `It looks like you took ${b}% of the whole. The ${b}% is of the remaining ${rest}%: ${b}% of ${rest}% is ${(b * rest) / 100}%, so ${rest}% − ${(b * rest) / 100}% = ${rest - (b * rest) / 100}% is left.`
  },
}

const otherGroup: Misconception = {
  id: 'percentage/answered-for-the-other-group',
  detect(s) {
    if (!/What percentage/.test(s.text) || s.key.kind !== 'numeric') return null
    const values = numbersIn(s.text)
    if (values.length !== 2) return null
    const [whole, part] = values[0] > values[1] ? values : [values[1], values[0]]
    if (!same(s.key.value, (whole - part) / whole) || !samePercent(s.given, part / whole)) return null
    return `You found the percentage for the ${part} the question tells you about. It asks about the others: ${whole} − ${part} = ${whole - part}, and ${whole - part} out of ${whole} is ${pct(s.key.value)}.`
  },
}

export const percentageMistakes: Misconception[] = [
  changeOverNewValue,
  reverseOnNewValue,
  partNotResult,
  percentOfWholeNotRemaining,
  otherGroup,
]
