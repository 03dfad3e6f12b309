/** P5 Maths, triangles, volume and angles: parametrised from templates, every number computed here. */
import { choice, multi, numeric } from './build'
import { fromTemplate } from './maths-templates'
import { angleOnLine, anglesAtPoint, cuboid, triangle } from './svg'
import { commas, fmt } from './util'

export const areaOfTriangle = [
  ...fromTemplate('p5-triangle-inside', 2, (rng) => {
    const base = rng.int(6, 16)
    const height = rng.int(4, 12)
    const apex = rng.pick([0.3, 0.4, 0.6, 0.7])
    const area = (base * height) / 2
    return numeric({
      difficulty: 1,
      text: 'Find the area of the triangle below.',
      images: [
        {
          svg: triangle(base, height, 'cm', apex, 'A triangle with its base and height'),
          alt: `A triangle with base ${base} cm and a dashed height of ${height} cm.`,
        },
      ],
      value: area,
      unit: 'cm²',
      solution: `Area of a triangle = 1/2 × base × height\n= 1/2 × ${base} × ${height}\n= ${fmt(area)} cm².`,
    })
  }),
  ...fromTemplate('p5-triangle-outside', 2, (rng) => {
    const base = rng.int(5, 10)
    const height = rng.int(6, 12)
    const apex = rng.pick([-0.5, -0.4, 1.4])
    const area = (base * height) / 2
    return numeric({
      difficulty: 3,
      marks: 2,
      text: 'Find the area of the shaded triangle below. The dashed lines are not sides of the triangle.',
      images: [
        {
          svg: triangle(base, height, 'cm', apex, 'A triangle whose height falls outside it'),
          alt: `An obtuse triangle with base ${base} cm; its height of ${height} cm is drawn outside the triangle, to the extended base.`,
        },
      ],
      value: area,
      unit: 'cm²',
      solution: `The height of a triangle is the perpendicular distance from the top to the line of the base, even when it falls outside the triangle.\nBase = ${base} cm, height = ${height} cm.\nArea = 1/2 × ${base} × ${height} = ${fmt(area)} cm².`,
    })
  }),
  ...fromTemplate('p5-triangle-right', 1, (rng) => {
    const base = rng.int(5, 14)
    const height = rng.int(4, 12)
    return numeric({
      difficulty: 2,
      text: 'Find the area of the right-angled triangle below.',
      images: [
        {
          svg: triangle(base, height, 'cm', 0, 'A right-angled triangle'),
          alt: `A right-angled triangle with sides ${base} cm and ${height} cm next to the right angle.`,
        },
      ],
      value: (base * height) / 2,
      unit: 'cm²',
      solution: `In a right-angled triangle, the two sides at the right angle are a base and its height.\nArea = 1/2 × ${base} × ${height} = ${fmt((base * height) / 2)} cm².`,
    })
  }),
  ...fromTemplate('p5-triangle-base', 1, (rng) => {
    const base = rng.int(6, 18)
    const height = rng.int(4, 12)
    const area = (base * height) / 2
    return numeric({
      difficulty: 3,
      marks: 2,
      text: `A triangle has an area of ${fmt(area)} cm². Its height is ${height} cm. What is the length of its base?`,
      value: base,
      unit: 'cm',
      solution: `Area = 1/2 × base × height, so base × height = 2 × ${fmt(area)} = ${base * height}.\nBase = ${base * height} ÷ ${height} = ${base} cm.`,
    })
  }),
]

export const volume = [
  ...fromTemplate('p5-cuboid', 2, (rng) => {
    const l = rng.int(10, 15)
    const b = rng.int(3, 9)
    const h = rng.int(3, 9)
    return numeric({
      difficulty: 1,
      text: 'Find the volume of the cuboid below.',
      images: [
        {
          svg: cuboid(l, b, h, 'cm', 'A cuboid'),
          alt: `A cuboid ${l} cm long, ${b} cm wide and ${h} cm high.`,
        },
      ],
      value: l * b * h,
      unit: 'cm³',
      solution: `Volume of a cuboid = length × breadth × height\n= ${l} × ${b} × ${h}\n= ${l * b * h} cm³.`,
    })
  }),
  ...fromTemplate('p5-cube', 1, (rng) => {
    const e = rng.int(4, 12)
    return numeric({
      difficulty: 1,
      text: `A cube has edges of ${e} cm. What is its volume?`,
      value: e ** 3,
      unit: 'cm³',
      solution: `All the edges of a cube are equal.\nVolume = ${e} × ${e} × ${e} = ${e ** 3} cm³.`,
    })
  }),
  ...fromTemplate('p5-tank-litres', 1, (rng) => {
    const l = rng.int(3, 8) * 10
    const b = rng.int(2, 5) * 10
    const h = rng.int(2, 6) * 10
    const v = l * b * h
    return numeric({
      difficulty: 2,
      marks: 2,
      text: `A rectangular tank measures ${l} cm by ${b} cm by ${h} cm. It is filled to the brim with water. How many litres of water are in the tank?`,
      value: v / 1000,
      unit: 'ℓ',
      convertibleUnits: { ml: 0.001 },
      solution: `Volume = ${l} × ${b} × ${h} = ${commas(v)} cm³.\n1000 cm³ = 1 ℓ, so ${commas(v)} cm³ = ${fmt(v / 1000)} ℓ.`,
    })
  }),
  ...fromTemplate('p5-cuboid-height', 1, (rng) => {
    const l = rng.int(5, 12)
    const b = rng.int(3, 8)
    const h = rng.int(3, 9)
    return numeric({
      difficulty: 2,
      marks: 2,
      text: `A box in the shape of a cuboid has a volume of ${l * b * h} cm³. Its length is ${l} cm and its breadth is ${b} cm. What is its height?`,
      value: h,
      unit: 'cm',
      solution: `Area of the base = ${l} × ${b} = ${l * b} cm².\nHeight = volume ÷ base area = ${l * b * h} ÷ ${l * b} = ${h} cm.`,
    })
  }),
  ...fromTemplate('p5-tank-fraction', 1, (rng) => {
    const l = rng.int(4, 6) * 10
    const b = rng.int(2, 4) * 10
    const h = rng.pick([36, 48, 60])
    const f = rng.pick([
      [3, 4],
      [2, 3],
      [1, 2],
    ])
    const water = (l * b * h * f[0]) / f[1]
    return multi({
      difficulty: 3,
      text: `An empty tank measures ${l} cm by ${b} cm by ${h} cm. Water is poured in until the tank is ${f[0]}/${f[1]} full.`,
      images: [
        {
          svg: cuboid(l, b, h, 'cm', 'A rectangular tank'),
          alt: `A tank ${l} cm long, ${b} cm wide and ${h} cm high.`,
        },
      ],
      parts: [
        numeric({
          difficulty: 2,
          text: 'How many cubic centimetres of water are in the tank?',
          value: water,
          unit: 'cm³',
          solution: `Height of water: ${f[0]}/${f[1]} × ${h} = ${(h * f[0]) / f[1]} cm.\nVolume of water = ${l} × ${b} × ${(h * f[0]) / f[1]} = ${commas(water)} cm³.`,
        }),
        numeric({
          difficulty: 3,
          text: 'How many more litres of water are needed to fill the tank completely?',
          value: (l * b * h - water) / 1000,
          unit: 'ℓ',
          convertibleUnits: { ml: 0.001 },
          solution: `Capacity: ${l} × ${b} × ${h} = ${commas(l * b * h)} cm³.\nStill needed: ${commas(l * b * h)} − ${commas(water)} = ${commas(l * b * h - water)} cm³ = ${fmt((l * b * h - water) / 1000)} ℓ.`,
        }),
      ],
    })
  }),
]

export const angles = [
  ...fromTemplate('p5-angle-line', 2, (rng) => {
    const known = rng.int(25, 155)
    return numeric({
      difficulty: 1,
      text: 'AOB is a straight line. Find ∠x.',
      images: [
        {
          svg: angleOnLine(known, 'x', 'Angles on a straight line'),
          alt: `A straight line AOB with a ray from O making ${known}° with OB; the other angle is x.`,
        },
      ],
      value: 180 - known,
      unit: '°',
      solution: `Angles on a straight line add up to 180°.\n∠x = 180° − ${known}° = ${180 - known}°.`,
    })
  }),
  ...fromTemplate('p5-angle-point', 2, (rng) => {
    const a = rng.int(70, 140)
    const b = rng.int(60, 130)
    const c = 360 - a - b
    const start = rng.int(0, 40)
    return numeric({
      difficulty: 2,
      text: 'Three lines meet at a point. Find ∠y.',
      images: [
        {
          svg: anglesAtPoint([start, start + a, start + a + b], [`${a}°`, `${b}°`, 'y'], 'Angles at a point'),
          alt: `Three rays from one point making angles of ${a}°, ${b}° and y.`,
        },
      ],
      value: c,
      unit: '°',
      solution: `Angles at a point add up to 360°.\n∠y = 360° − ${a}° − ${b}° = ${c}°.`,
    })
  }),
  ...fromTemplate('p5-triangle-sum', 1, (rng) => {
    const a = rng.int(30, 80)
    const b = rng.int(30, 80)
    return numeric({
      difficulty: 1,
      text: `In triangle ABC, ∠A = ${a}° and ∠B = ${b}°. Find ∠C.`,
      value: 180 - a - b,
      unit: '°',
      solution: `The angles of a triangle add up to 180°.\n∠C = 180° − ${a}° − ${b}° = ${180 - a - b}°.`,
    })
  }),
  ...fromTemplate('p5-isosceles', 1, (rng) => {
    const apex = rng.pick([20, 36, 40, 50, 64, 70, 80, 100])
    return numeric({
      difficulty: 2,
      text: `Triangle PQR is an isosceles triangle with PQ = PR. ∠QPR = ${apex}°. Find ∠PQR.`,
      value: (180 - apex) / 2,
      unit: '°',
      solution: `In an isosceles triangle the two angles opposite the equal sides are equal, so ∠PQR = ∠PRQ.\n∠PQR + ∠PRQ = 180° − ${apex}° = ${180 - apex}°.\n∠PQR = ${180 - apex}° ÷ 2 = ${(180 - apex) / 2}°.`,
    })
  }),
  ...fromTemplate('p5-angle-kind', 1, () =>
    choice({
      difficulty: 1,
      text: 'Two straight lines cross each other. One of the angles formed is 65°. What is the angle vertically opposite it?',
      options: ['25°', '65°', '115°', '295°'],
      correct: 2,
      solution: 'Vertically opposite angles are equal.\nThe angle opposite the 65° angle is also 65°.',
    }),
  ),
]
