import { formatFraction, gcd } from '../format'
import { fractionsIn, numbersIn, rightValue, same } from './read'
import type { Misconception } from './types'

const lcm = (a: number, b: number) => (a * b) / gcd(a, b)
const f = (n: number, d: number) => `${n}/${d}`
const simplest = (n: number, d: number, mixed = true) => formatFraction(n / gcd(n, d), d / gcd(n, d), mixed)

const addedAcross: Misconception = {
  id: 'fractions/added-tops-and-bottoms',
  detect(s) {
    const m = /(\d+)\/(\d+)\s*\+\s*(\d+)\/(\d+)/.exec(s.text)
    if (!m) return null
    const [a, b, c, d] = m.slice(1).map(Number)
    if (b === d || !same(s.given, (a + c) / (b + d))) return null
    const l = lcm(b, d)
    const top = a * (l / b) + c * (l / d)
    return `It looks like you added the tops and added the bottoms: ${f(a, b)} + ${f(c, d)} is not ${f(a + c, b + d)}. Make the bottoms the same first: ${f(a * (l / b), l)} + ${f(c * (l / d), l)} = ${f(top, l)}${gcd(top, l) > 1 || top > l ? ` = ${simplest(top, l)}` : ''}.`
  },
}

const subtractedAcross: Misconception = {
  id: 'fractions/subtracted-tops-and-bottoms',
  detect(s) {
    const m = /(\d+)\/(\d+)\s*[−-]\s*(\d+)\/(\d+)/.exec(s.text)
    if (!m) return null
    const [a, b, c, d] = m.slice(1).map(Number)
    if (b === d || b - d <= 0 || a - c < 0 || !same(s.given, (a - c) / (b - d))) return null
    const l = lcm(b, d)
    const top = a * (l / b) - c * (l / d)
    return `It looks like you took away the tops and took away the bottoms: ${f(a, b)} − ${f(c, d)} is not ${f(a - c, b - d)}. Make the bottoms the same first: ${f(a * (l / b), l)} − ${f(c * (l / d), l)} = ${f(top, l)}${gcd(top, l) > 1 ? ` = ${simplest(top, l)}` : ''}.`
  },
}

const equalFractionByAdding: Misconception = {
  id: 'fractions/equal-fraction-by-adding',
  detect(s) {
    const m = /(\d+)\/(\d+)\s*=\s*\?\s*\/(\d+)/.exec(s.text)
    if (!m) return null
    const [a, b, d] = m.slice(1).map(Number)
    if (d % b !== 0 || d === b || !same(s.given, a + (d - b))) return null
    const k = d / b
    return `It looks like you added ${d - b} to the bottom and to the top. Equal fractions come from multiplying, not adding: ${b} × ${k} = ${d}, so multiply the top by ${k} too: ${a} × ${k} = ${a * k}.`
  },
}

const wholeAddedToTop: Misconception = {
  id: 'fractions/mixed-number-whole-added-to-top',
  detect(s) {
    const m = /(\d+) (\d+)\/(\d+) as an improper fraction/.exec(s.text)
    if (!m) return null
    const [w, n, d] = m.slice(1).map(Number)
    if (!same(s.given, (w + n) / d)) return null
    return `It looks like you added the whole number to the top: ${w} ${f(n, d)} is not ${f(w + n, d)}. Each whole is ${f(d, d)}, so ${w} wholes are ${f(w * d, d)}; add the ${f(n, d)}: ${f(w * d + n, d)}.`
  },
}

/** "3/4 of 12" or "2/5 × 15": one fraction and one whole number in the question. */
function fractionOfWhole(text: string) {
  const fractions = fractionsIn(text)
  const wholes = numbersIn(text)
  if (fractions.length !== 1 || wholes.length !== 1) return null
  return { ...fractions[0], w: wholes[0] }
}

const onlyOnePart: Misconception = {
  id: 'fractions/found-one-part-only',
  detect(s) {
    const q = fractionOfWhole(s.text)
    if (!q || q.n < 2 || !/\bof\b|×/.test(s.text) || /÷/.test(s.text)) return null
    if (!same(s.given, q.w / q.d) || rightValue(s) !== (q.w * q.n) / q.d) return null
    return `You found one part: ${q.w} ÷ ${q.d} = ${q.w / q.d} is 1/${q.d} of ${q.w}. The question asks for ${f(q.n, q.d)}, which is ${q.n} of those parts: ${q.n} × ${q.w / q.d} = ${(q.w * q.n) / q.d}.`
  },
}

const forgotToDivide: Misconception = {
  id: 'fractions/multiplied-top-only',
  detect(s) {
    const q = fractionOfWhole(s.text)
    if (!q || q.n < 2 || !/\bof\b|×/.test(s.text) || /÷/.test(s.text)) return null
    if (!same(s.given, q.w * q.n) || rightValue(s) !== (q.w * q.n) / q.d) return null
    return `It looks like you multiplied by the top (${q.n}) but did not divide by the bottom (${q.d}). ${f(q.n, q.d)} of ${q.w} is ${q.w} ÷ ${q.d} × ${q.n} = ${(q.w * q.n) / q.d}.`
  },
}

const wholeTimesBoth: Misconception = {
  id: 'fractions/whole-times-top-and-bottom',
  detect(s) {
    const m = /(\d+) × (\d+)\/(\d+)/.exec(s.text)
    if (!m) return null
    const [w, n, d] = m.slice(1).map(Number)
    if (!same(s.given, n / d) || w === 1) return null
    return `It looks like you multiplied both the top and the bottom by ${w}: that makes a fraction equal to ${f(n, d)}, not ${w} times as much. Multiply only the top: ${w} × ${f(n, d)} = ${f(w * n, d)} = ${simplest(w * n, d)}.`
  },
}

export const fractionMistakes: Misconception[] = [
  addedAcross,
  subtractedAcross,
  equalFractionByAdding,
  wholeAddedToTop,
  onlyOnePart,
  forgotToDivide,
  wholeTimesBoth,
]
