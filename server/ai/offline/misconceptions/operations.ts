import { num, rightValue, same } from './read'
import type { Misconception } from './types'

/** The two quantities of a one-step question ("$23.68 … among 8 friends", "3/8 ÷ 2"), in the question's order. */
type Quantity = { v: number; text: string }

function twoQuantities(text: string): [Quantity, Quantity] | null {
  if (/%|\bratio\b|\bround\b/i.test(text)) return null
  const plain = text.replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
  const values = [...plain.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)(?:\/(\d+))?/g)].map((m) => ({
    v: m[2] ? Number(m[1]) / Number(m[2]) : Number(m[1]),
    text: m[0],
  }))
  return values.length === 2 ? [values[0], values[1]] : null
}

const multipliedInsteadOfDividing: Misconception = {
  id: 'operations/multiplied-instead-of-dividing',
  detect(s) {
    const q = twoQuantities(s.text)
    const right = rightValue(s)
    if (!q || right === null) return null
    const [{ v: a, text: x }, { v: b, text: y }] = q
    if (!same(right, a / b) || same(right, a * b) || !same(s.given, a * b)) return null
    return `It looks like you multiplied ${x} by ${y}, but this question needs a division: sharing ${x} into ${y} equal parts makes each part smaller. ${x} ÷ ${y} = ${s.rightText}.`
  },
}

const dividedInsteadOfMultiplying: Misconception = {
  id: 'operations/divided-instead-of-multiplying',
  detect(s) {
    const q = twoQuantities(s.text)
    const right = rightValue(s)
    if (!q || right === null) return null
    const [{ v: a, text: x }, { v: b, text: y }] = q
    if (!same(right, a * b) || same(right, a / b)) return null
    if (!same(s.given, a / b) && !same(s.given, b / a)) return null
    return `It looks like you divided, but this question needs a multiplication: ${y} groups of ${x} make more, not less. ${x} × ${y} = ${s.rightText}.`
  },
}

/** Works an expression strictly from left to right, ignoring which operation comes first. */
function leftToRight(expression: string): number | null {
  const tokens = expression.replace(/[()]/g, ' ').match(/\d+(?:\.\d+)?|[+−×÷-]/g)
  if (!tokens || tokens.length < 3) return null
  let value = Number(tokens[0])
  for (let i = 1; i + 1 < tokens.length; i += 2) {
    const x = Number(tokens[i + 1])
    const op = tokens[i]
    value = op === '+' ? value + x : op === '×' ? value * x : op === '÷' ? value / x : value - x
  }
  return value
}

/** Works an expression without brackets the right way: × and ÷ before + and −. */
function precedence(expression: string): number | null {
  const terms = expression.split(/\s*([+−-])\s*/)
  let total = 0
  let sign = 1
  for (const [i, part] of terms.entries()) {
    if (i % 2 === 1) {
      sign = part === '+' ? 1 : -1
      continue
    }
    const value = leftToRight(`${part} + 0`)
    if (value === null) return null
    total += sign * value
  }
  return total
}

const EXPRESSION = /value of ([\d\s+−×÷()-]+?)\.?$/m

const leftToRightOnly: Misconception = {
  id: 'operations/order-of-operations',
  detect(s) {
    const expression = EXPRESSION.exec(s.text)?.[1]?.trim()
    if (!expression || !/[+−-]/.test(expression) || !/[×÷]/.test(expression)) return null
    const withoutBrackets = expression.replace(/[()]/g, '')
    const naive = leftToRight(withoutBrackets)
    const ignored = expression.includes('(') ? precedence(withoutBrackets) : null
    if (ignored !== null && same(s.given, ignored) && !same(ignored, rightValue(s) ?? Number.NaN)) {
      return `It looks like you left out the brackets: ${withoutBrackets} is not the same as ${expression}. Work out the brackets first, then multiply or divide, then add or subtract: the answer is ${num(rightValue(s) ?? 0)}.`
    }
    if (expression.includes('(') || naive === null || !same(s.given, naive)) return null
    return `It looks like you worked from left to right. Multiply and divide first, then add and subtract: ${expression} = ${num(rightValue(s) ?? 0)}.`
  },
}

export const operationMistakes: Misconception[] = [
  leftToRightOnly,
  multipliedInsteadOfDividing,
  dividedInsteadOfMultiplying,
]
