import { ratioText } from '../ratio'
import { num, same } from './read'
import type { Misconception } from './types'

const ratioIn = (text: string) => {
  const m = /ratio\b[^.?]*?(\d+) : (\d+)(?: : (\d+))?/.exec(text)
  return m ? m.slice(1).filter(Boolean).map(Number) : null
}

const proportional = (a: number[], b: number[]) =>
  a.length === b.length && a.every((x, i) => Math.abs(x * b[0] - b[i] * a[0]) < 1e-9)

const reversedOrder: Misconception = {
  id: 'ratio/order-reversed',
  detect(s) {
    if (s.key.kind !== 'numeric' || !s.key.ratio || !s.givenRatio) return null
    const terms = s.key.ratio.terms
    const reversed = [...terms].reverse()
    if (proportional(s.givenRatio, terms) || !proportional(s.givenRatio, reversed)) return null
    const order = /ratio of (.+?) to (.+?)(?:\?| in its| to the)/.exec(s.text)
    const which = order ? ` The question asks for ${order[1]} to ${order[2]}, so ${order[1]} goes first.` : ''
    return `It looks like you wrote the ratio the other way round: the order of a ratio matters.${which} The ratio is ${ratioText(terms)}.`
  },
}

const otherShare: Misconception = {
  id: 'ratio/found-the-other-share',
  detect(s) {
    const terms = ratioIn(s.text)
    const total = /(?:shared \$?|^)(\d+)(?: cards| sweets)? (?:are )?(?:shared )?/.exec(s.text)
    if (!terms || !total || !/shared/.test(s.text) || s.key.kind !== 'numeric') return null
    const sum = terms.reduce((a, b) => a + b, 0)
    const unit = Number(total[1]) / sum
    const right = s.key.value
    const mine = terms.findIndex((t) => same(right, t * unit))
    if (mine < 0) return null
    const wrong = terms.findIndex((t, i) => i !== mine && same(s.given, t * unit))
    if (wrong < 0) return null
    const units = (n: number) => `${n} unit${n === 1 ? '' : 's'}`
    return `That is the share for ${units(terms[wrong])} of the ratio ${terms.join(' : ')}. The question asks about the one who gets ${units(terms[mine])}: 1 unit = ${num(Number(total[1]))} ÷ ${sum} = ${num(unit)}, so ${units(terms[mine])} = ${s.rightText}.`
  },
}

const onePartNotTotal: Misconception = {
  id: 'ratio/one-part-not-the-total',
  detect(s) {
    const terms = ratioIn(s.text)
    if (terms?.length !== 2 || !/altogether|How many children are in/.test(s.text)) return null
    if (s.key.kind !== 'numeric') return null
    const unit = s.key.value / (terms[0] + terms[1])
    const part = terms.find((t) => same(s.given, t * unit))
    if (part === undefined) return null
    return `You found one part: ${part} units = ${num(part * unit)}. The question asks for the total, so add both parts: ${terms[0]} + ${terms[1]} = ${terms[0] + terms[1]} units = ${num(s.key.value)}.`
  },
}

const partToPartAsFraction: Misconception = {
  id: 'ratio/part-to-part-as-fraction',
  detect(s) {
    const terms = ratioIn(s.text)
    if (terms?.length !== 2 || !/What fraction of their total/.test(s.text)) return null
    const [a, b] = terms
    if (!same(s.given, a / b) && !same(s.given, b / a)) return null
    return `${s.givenText} compares one part with the other part. A fraction of the total compares one part with the whole: ${a} + ${b} = ${a + b} units in all, so the answer is ${a}/${a + b}.`
  },
}

export const ratioMistakes: Misconception[] = [
  reversedOrder,
  otherShare,
  onePartNotTotal,
  partToPartAsFraction,
]
