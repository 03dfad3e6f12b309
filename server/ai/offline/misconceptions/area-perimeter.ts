import { num, same } from './read'
import type { Misconception } from './types'

/** Length and breadth of a plain rectangle, as its worked solution states them. */
function rectangle(solution: string): { l: number; b: number } | null {
  const m =
    /= (\d+) \+ (\d+) \+ \1 \+ \2\b/.exec(solution) ??
    /Perimeter = 2 × \((\d+) \+ (\d+)\)/.exec(solution) ??
    /Area of a rectangle = length × breadth\s*= (\d+) cm × (\d+) cm/.exec(solution)
  return m ? { l: Number(m[1]), b: Number(m[2]) } : null
}

const isArea = (text: string) => /\barea\b/i.test(text.replace(/has an area of/i, ''))
const isPerimeter = (text: string) => /\bperimeter\b/i.test(text.replace(/has a perimeter of/i, ''))

const areaForPerimeter: Misconception = {
  id: 'area-perimeter/area-instead-of-perimeter',
  detect(s) {
    const r = rectangle(s.solution)
    if (!r || !isPerimeter(s.text) || !same(s.given, r.l * r.b)) return null
    return `${num(r.l)} × ${num(r.b)} = ${num(r.l * r.b)} is the area: the space inside. The perimeter is the distance all the way round, so add the four sides: ${r.l} + ${r.b} + ${r.l} + ${r.b} = ${2 * (r.l + r.b)}.`
  },
}

const perimeterForArea: Misconception = {
  id: 'area-perimeter/perimeter-instead-of-area',
  detect(s) {
    const r = rectangle(s.solution)
    if (!r || !isArea(s.text) || isPerimeter(s.text) || !same(s.given, 2 * (r.l + r.b))) return null
    return `${num(2 * (r.l + r.b))} is the perimeter: the distance all the way round. The area is the space inside, so multiply the length by the breadth: ${r.l} × ${r.b} = ${r.l * r.b}.`
  },
}

const twoSidesOnly: Misconception = {
  id: 'area-perimeter/added-two-sides-only',
  detect(s) {
    const r = rectangle(s.solution)
    if (!r || !same(s.given, r.l + r.b)) return null
    if (isPerimeter(s.text)) {
      return `You added one length and one breadth. A rectangle has four sides: ${r.l} + ${r.b} + ${r.l} + ${r.b} = ${2 * (r.l + r.b)}.`
    }
    if (!isArea(s.text)) return null
    return `It looks like you added the length and the breadth. The area of a rectangle is length × breadth: ${r.l} × ${r.b} = ${r.l * r.b}.`
  },
}

const squareSideOnly: Misconception = {
  id: 'area-perimeter/stopped-at-the-side',
  detect(s) {
    const square = /square has a perimeter of (\d+)/.exec(s.text)
    const garden = /area of (\d+) m². Its length is (\d+) m. What is its perimeter/.exec(s.text)
    if (square && same(s.given, Number(square[1]) / 4)) {
      const side = Number(square[1]) / 4
      return `You found one side: ${square[1]} ÷ 4 = ${side}. Now find the area: ${side} × ${side} = ${side * side}.`
    }
    if (garden && same(s.given, Number(garden[1]) / Number(garden[2]))) {
      const [l, b] = [Number(garden[2]), Number(garden[1]) / Number(garden[2])]
      return `You found the breadth: ${garden[1]} ÷ ${l} = ${b}. Now go all the way round for the perimeter: 2 × (${l} + ${b}) = ${2 * (l + b)}.`
    }
    if (square && same(s.given, Number(square[1]))) {
      return `${square[1]} is the perimeter the question gives. The area is side × side: ${Number(square[1]) / 4} × ${Number(square[1]) / 4} = ${(Number(square[1]) / 4) ** 2}.`
    }
    return null
  },
}

const triangleWithoutHalf: Misconception = {
  id: 'area-perimeter/triangle-without-the-half',
  detect(s) {
    const m = /1\/2 × (\d+) × (\d+)/.exec(s.solution)
    if (!m || !isArea(s.text) || /base\?/.test(s.text)) return null
    const [b, h] = [Number(m[1]), Number(m[2])]
    if (!same(s.given, b * h)) return null
    return `${b} × ${h} = ${b * h} is the area of the whole rectangle around the triangle. A triangle is half of it: 1/2 × ${b} × ${h} = ${num((b * h) / 2)}.`
  },
}

const baseWithoutDoubling: Misconception = {
  id: 'area-perimeter/triangle-without-the-half',
  detect(s) {
    const m = /area of (\d+) cm². Its height is (\d+) cm. What is the length of its base/.exec(s.text)
    if (!m) return null
    const [area, h] = [Number(m[1]), Number(m[2])]
    if (!same(s.given, area / h)) return null
    return `It looks like you divided the area by the height, forgetting the half. Area = 1/2 × base × height, so base × height = 2 × ${area} = ${2 * area}, and the base is ${2 * area} ÷ ${h} = ${num((2 * area) / h)}.`
  },
}

export const areaPerimeterMistakes: Misconception[] = [
  areaForPerimeter,
  perimeterForArea,
  twoSidesOnly,
  squareSideOnly,
  triangleWithoutHalf,
  baseWithoutDoubling,
]
