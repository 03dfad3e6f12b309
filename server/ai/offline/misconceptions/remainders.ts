import { numbersIn, same } from './read'
import type { Misconception } from './types'

/** A sharing question: N things shared equally among k, with a remainder. */
function sharing(text: string): { n: number; k: number } | null {
  if (!/equally|remainder|left over/.test(text)) return null
  const values = numbersIn(text).filter(Number.isInteger)
  if (values.length < 2) return null
  const [n, k] = values
  return n > k && n % k !== 0 ? { n, k } : null
}

const remainderAsDecimal: Misconception = {
  id: 'remainders/remainder-as-decimal',
  detect(s) {
    const m = /Write (\d+) ÷ (\d+)/.exec(s.text)
    const q = m ? { n: Number(m[1]), k: Number(m[2]) } : sharing(s.text)
    if (!q || s.given === null || !/\.\d/.test(s.givenText)) return null
    const whole = Math.floor(q.n / q.k)
    const r = q.n % q.k
    if (r === 0 || !same(s.given, Number(`${whole}.${r}`))) return null
    return `It looks like you wrote the remainder after a decimal point: ${q.n} ÷ ${q.k} = ${whole} remainder ${r}, but that is not ${whole}.${r}. The remainder ${r} is ${r} out of ${q.k}, so ${q.n} ÷ ${q.k} = ${whole} ${r}/${q.k}.`
  },
}

const quotientAndRemainderMixed: Misconception = {
  id: 'remainders/quotient-and-remainder-mixed-up',
  detect(s) {
    const q = sharing(s.text)
    if (!q || s.key.kind !== 'numeric') return null
    const whole = Math.floor(q.n / q.k)
    const r = q.n % q.k
    if (s.key.value === r && same(s.given, whole)) {
      return `${whole} is how many each one gets. What is kept is the remainder: ${q.n} ÷ ${q.k} = ${whole} remainder ${r}, so ${r} ${r === 1 ? 'is' : 'are'} left over.`
    }
    if (s.key.value === whole && (same(s.given, r) || same(s.given, whole + 1))) {
      const why =
        s.given === whole + 1
          ? `There are not enough for everyone to get ${whole + 1}: ${q.k} × ${whole + 1} = ${q.k * (whole + 1)}, more than ${q.n}.`
          : `${r} is the remainder, the ones left over.`
      return `${why} ${q.n} ÷ ${q.k} = ${whole} remainder ${r}, so each gets ${whole}.`
    }
    return null
  },
}

export const remainderMistakes: Misconception[] = [remainderAsDecimal, quotientAndRemainderMixed]
