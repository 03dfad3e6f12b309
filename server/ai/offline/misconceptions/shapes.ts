import { num, same } from './read'
import type { Misconception } from './types'

const piText = (pi: number) => (pi === 3.14 ? '3.14' : '22/7')

const circle = (s: { solution: string; text: string }) => {
  const pi = /π = 22\/7/.test(s.text) ? 22 / 7 : 3.14
  const d =
    /π × diameter = 3\.14 × (\d+)|Diameter = 2 × radius = 2 × \d+ = (\d+)|diameter of (\d+)|Radius = (\d+) ÷ 2/.exec(
      `${s.solution} ${s.text}`,
    )
  const r = /radius of (\d+)|1\/2 × 3\.14 × (\d+)|3\.14 × (\d+) × \3/.exec(`${s.text} ${s.solution}`)
  if (d) return { pi, r: Number(d[1] ?? d[2] ?? d[3] ?? d[4]) / 2 }
  if (!r) return null
  return { pi, r: r[1] ? Number(r[1]) : r[2] ? Number(r[2]) / 2 : Number(r[3]) }
}

const radiusAndDiameter: Misconception = {
  id: 'circles/radius-and-diameter-mixed-up',
  detect(s) {
    const c = circle(s)
    if (!c || s.key.kind !== 'numeric' || /semicircle|quarter/.test(s.text)) return null
    const { pi, r } = c
    const circumference = /circumference/i.test(s.text)
    const [usedRadius, usedDiameter] = circumference
      ? [pi * r, pi * 4 * r]
      : [pi * (r / 2) ** 2, pi * (2 * r) ** 2]
    if (same(s.given, usedRadius) || same(s.given, usedDiameter)) {
      const rule = circumference
        ? `Circumference = π × diameter = ${piText(pi)} × ${2 * r}`
        : `Area = π × radius × radius = ${piText(pi)} × ${r} × ${r}`
      return `It looks like you mixed up the radius and the diameter. The radius is ${r} and the diameter is ${2 * r}. ${rule} = ${num(s.key.value)}.`
    }
    return null
  },
}

const circumferenceForArea: Misconception = {
  id: 'circles/circumference-instead-of-area',
  detect(s) {
    const c = circle(s)
    if (!c || s.key.kind !== 'numeric' || /semicircle|quarter|circumference/i.test(s.text)) return null
    const { pi, r } = c
    if (!/\barea\b/i.test(s.text) || !same(s.given, 2 * pi * r)) return null
    return `${num(2 * pi * r)} is the circumference, the distance round the circle. The area is the space inside: π × radius × radius = ${piText(pi)} × ${r} × ${r} = ${num(s.key.value)}.`
  },
}

const partOfCircle: Misconception = {
  id: 'circles/part-of-a-circle',
  detect(s) {
    const c = circle(s)
    if (!c || s.key.kind !== 'numeric') return null
    const { pi, r } = c
    if (/semicircle/.test(s.text) && /perimeter/.test(s.text) && same(s.given, pi * r)) {
      return `You found the curved part, ${num(pi * r)}. The perimeter goes all the way round, so add the straight edge too, the diameter: ${num(pi * r)} + ${2 * r} = ${num(s.key.value)}.`
    }
    if (/quarter circle/.test(s.text) && same(s.given, pi * r * r)) {
      return `${num(pi * r * r)} is the area of the whole circle. The figure is a quarter of it: ${num(pi * r * r)} ÷ 4 = ${num(s.key.value)}.`
    }
    return null
  },
}

const volumeAddedOrTripled: Misconception = {
  id: 'volume/added-or-tripled-the-edges',
  detect(s) {
    const cube = /cube has edges of (\d+)/.exec(s.text)
    const cuboid = /length × breadth × height\s*= (\d+) × (\d+) × (\d+)/.exec(s.solution)
    if (cube) {
      const e = Number(cube[1])
      if (!same(s.given, 3 * e) && !same(s.given, e * e)) return null
      return `The volume of a cube is edge × edge × edge, not ${same(s.given, 3 * e) ? `edge × 3` : 'edge × edge'}: ${e} × ${e} × ${e} = ${e ** 3}.`
    }
    if (!cuboid) return null
    const [l, b, h] = cuboid.slice(1).map(Number)
    if (!same(s.given, l + b + h)) return null
    return `It looks like you added the three edges. Volume is length × breadth × height: ${l} × ${b} × ${h} = ${l * b * h}.`
  },
}

const angleTotals: Misconception = {
  id: 'angles/wrong-angle-total',
  detect(s) {
    const m = /add up to (180|360)°\.\s*∠\w+ = \1° ((?:− \d+° ?)+)/.exec(s.solution)
    if (!m || s.key.kind !== 'numeric') return null
    const total = Number(m[1])
    const known = [...m[2].matchAll(/(\d+)°/g)].map((x) => Number(x[1]))
    const other = total === 180 ? 360 : 180
    const wrong = known.reduce((a, b) => a - b, other)
    if (wrong <= 0 || !same(s.given, wrong)) return null
    const what = /straight line/.test(s.solution)
      ? 'Angles on a straight line'
      : /at a point/.test(s.solution)
        ? 'Angles at a point'
        : 'The angles of a triangle'
    return `It looks like you used ${other}°. ${what} add up to ${total}°, not ${other}°: ${total}° − ${known.map((k) => `${k}°`).join(' − ')} = ${num(s.key.value)}°.`
  },
}

const isoscelesHalf: Misconception = {
  id: 'angles/isosceles-equal-angles',
  detect(s) {
    const m = /isosceles triangle .*? = (\d+)°/.exec(s.text)
    if (!m || s.key.kind !== 'numeric') return null
    const apex = Number(m[1])
    if (same(s.given, 180 - apex)) {
      return `${180 - apex}° is what the two equal angles make together. Share it between them: ${180 - apex}° ÷ 2 = ${num(s.key.value)}°.`
    }
    if (same(s.given, apex) && s.key.value !== apex) {
      return `The ${apex}° angle is between the two equal sides; the two equal angles are the other two. They share 180° − ${apex}° = ${180 - apex}°, so each is ${num(s.key.value)}°.`
    }
    return null
  },
}

export const shapeMistakes: Misconception[] = [
  radiusAndDiameter,
  circumferenceForArea,
  partOfCircle,
  volumeAddedOrTripled,
  angleTotals,
  isoscelesHalf,
]
