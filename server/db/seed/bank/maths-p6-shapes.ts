/** P6 Maths, circles, pie charts and volume: parametrised from templates, every number computed here. */
import { choice, multi, numeric } from './build'
import { fromTemplate, NAMES, numberOptions } from './maths-templates'
import { circle, circlePart, cuboid } from './svg'
import { pieChart } from './svg-charts'
import { commas, fmt, money } from './util'

/** 3.14 × x, exactly to 2 decimal places. */
const pi314 = (x: number) => Number(fmt((314 * x) / 100))

export const circles = [
  ...fromTemplate('p6-circumference', 2, (rng, i) => {
    const byRadius = i === 1
    const v = rng.int(4, 20)
    const d = byRadius ? 2 * v : v
    const c = pi314(d)
    return numeric({
      difficulty: 1,
      text: `Find the circumference of the circle below. (Take π = 3.14)`,
      images: [
        {
          svg: circle(
            v,
            'cm',
            byRadius ? 'radius' : 'diameter',
            `A circle with ${byRadius ? 'radius' : 'diameter'} ${v} cm`,
          ),
          alt: `A circle with centre O and ${byRadius ? 'radius' : 'diameter'} ${v} cm.`,
        },
      ],
      value: c,
      unit: 'cm',
      solution: `${byRadius ? `Diameter = 2 × radius = 2 × ${v} = ${d} cm.\n` : ''}Circumference = π × diameter = 3.14 × ${d} = ${fmt(c)} cm.`,
    })
  }),
  ...fromTemplate('p6-area-22-7', 1, (rng) => {
    const r = 7 * rng.int(1, 4)
    const a = (22 * r * r) / 7
    return numeric({
      difficulty: 2,
      text: `A circular mat has a radius of ${r} cm. Find its area. (Take π = 22/7)`,
      value: a,
      unit: 'cm²',
      solution: `Area = π × radius × radius = 22/7 × ${r} × ${r}.\n${r} ÷ 7 = ${r / 7}, so this is 22 × ${r / 7} × ${r} = ${a} cm².`,
    })
  }),
  ...fromTemplate('p6-semicircle', 2, (rng) => {
    const d = 2 * rng.int(3, 15)
    const arcLen = pi314(d) / 2
    const per = Number(fmt(arcLen + d))
    return numeric({
      difficulty: 3,
      marks: 2,
      text: 'The figure below is a semicircle. Find its perimeter. (Take π = 3.14)',
      images: [
        {
          svg: circlePart('semi', d, 'cm', `A semicircle with diameter ${d} cm`),
          alt: `A semicircle with a straight edge (diameter) of ${d} cm.`,
        },
      ],
      value: per,
      unit: 'cm',
      solution: `The curved part is half of a circle's circumference: 1/2 × 3.14 × ${d} = ${fmt(arcLen)} cm.\nDo not forget the straight edge, the diameter: ${d} cm.\nPerimeter = ${fmt(arcLen)} + ${d} = ${fmt(per)} cm.`,
    })
  }),
  ...fromTemplate('p6-quarter', 1, (rng) => {
    const r = 2 * rng.int(3, 10)
    const a = Number(fmt((314 * r * r) / 400))
    return numeric({
      difficulty: 2,
      text: 'The figure below is a quarter circle. Find its area. (Take π = 3.14)',
      images: [
        {
          svg: circlePart('quarter', r, 'cm', `A quarter circle of radius ${r} cm`),
          alt: `A quarter circle with two straight edges of ${r} cm (the radius).`,
        },
      ],
      value: a,
      unit: 'cm²',
      solution: `Area of the whole circle = 3.14 × ${r} × ${r} = ${fmt(pi314(r * r))} cm².\nA quarter of it: ${fmt(pi314(r * r))} ÷ 4 = ${fmt(a)} cm².`,
    })
  }),
  ...fromTemplate('p6-area-diameter', 1, (rng) => {
    const d = 2 * rng.int(3, 12)
    const a = pi314((d / 2) ** 2)
    return numeric({
      difficulty: 2,
      text: `A round table top has a diameter of ${d} dm. Find its area. (Take π = 3.14)`,
      value: a,
      unit: 'dm²',
      solution: `Radius = ${d} ÷ 2 = ${d / 2} dm.\nArea = 3.14 × ${d / 2} × ${d / 2} = ${fmt(a)} dm².`,
    })
  }),
  ...fromTemplate('p6-diameter-mcq', 1, (rng) => {
    const d = rng.pick([5, 10, 15, 20, 25])
    const c = pi314(d)
    const { options, correct } = numberOptions(d, [d / 2, 2 * d, Number(fmt(c / 2))], (v) => `${fmt(v)} cm`)
    return choice({
      difficulty: 2,
      text: `The circumference of a circle is ${fmt(c)} cm. What is its diameter? (Take π = 3.14)`,
      options,
      correct,
      solution: `Circumference = π × diameter, so diameter = circumference ÷ π.\n${fmt(c)} ÷ 3.14 = ${d} cm.`,
    })
  }),
]

const PIE_SETS = [
  { title: 'How pupils travel to school', names: ['Walk', 'Bus', 'Car', 'MRT'] },
  { title: 'Favourite fruits of a class', names: ['Apple', 'Mango', 'Banana', 'Durian'] },
  { title: 'Books in a class library', names: ['Stories', 'Science', 'History', 'Comics'] },
]

/** Four percentages, multiples of 5, adding to 100, each at least 10. */
function fourPercents(rng: { int(a: number, b: number): number }): number[] {
  for (;;) {
    const a = rng.int(2, 9) * 5
    const b = rng.int(2, 9) * 5
    const c = rng.int(2, 8) * 5
    const d = 100 - a - b - c
    if (d >= 10 && new Set([a, b, c, d]).size === 4) return [a, b, c, d]
  }
}

export const pieCharts = [
  ...fromTemplate('p6-pie-percent', 2, (rng) => {
    const set = rng.pick(PIE_SETS)
    const ps = fourPercents(rng)
    const total = rng.int(2, 12) * 20
    const ask = rng.int(0, 3)
    return numeric({
      difficulty: 1,
      text: `The pie chart shows "${set.title}" for ${total} pupils. How many pupils chose ${set.names[ask]}?`,
      images: [
        {
          svg: pieChart(
            set.title,
            set.names.map((n, i) => ({ text: `${n} ${ps[i]}%`, value: ps[i] })),
          ),
          alt: `Pie chart: ${set.names.map((n, i) => `${n} ${ps[i]}%`).join(', ')}.`,
        },
      ],
      value: (ps[ask] * total) / 100,
      solution: `${set.names[ask]} is ${ps[ask]}% of the pupils.\n${ps[ask]}% of ${total} = ${ps[ask]}/100 × ${total} = ${fmt((ps[ask] * total) / 100)} pupils.`,
    })
  }),
  ...fromTemplate('p6-pie-fraction', 2, (rng) => {
    const sets = [
      [1, 4, 3, 8, 1, 8, 1, 4],
      [1, 2, 1, 4, 1, 8, 1, 8],
      [1, 3, 1, 6, 1, 4, 1, 4],
      [1, 3, 1, 3, 1, 6, 1, 6],
    ]
    const f = rng.pick(sets)
    const parts = [0, 1, 2, 3].map((i) => ({ n: f[2 * i], d: f[2 * i + 1] }))
    const labels = ['Food', 'Transport', 'Books', 'Savings']
    const name = rng.pick(NAMES)
    const total = 24 * rng.int(2, 10)
    const ask = rng.int(0, 3)
    const doing = ask === 3 ? 'save' : `spend on ${labels[ask].toLowerCase()}`
    return numeric({
      difficulty: 2,
      text: `The pie chart shows how ${name} used ${money(total)} of pocket money in a month. How much did ${name} ${doing}?`,
      images: [
        {
          svg: pieChart(
            'Use of pocket money',
            parts.map((p, i) => ({ text: `${labels[i]} ${p.n}/${p.d}`, value: p.n / p.d })),
          ),
          alt: `Pie chart: ${parts.map((p, i) => `${labels[i]} ${p.n}/${p.d}`).join(', ')}.`,
        },
      ],
      value: (total * parts[ask].n) / parts[ask].d,
      unit: '$',
      solution: `${labels[ask]} is ${parts[ask].n}/${parts[ask].d} of the money.\n${parts[ask].n}/${parts[ask].d} × ${money(total)} = ${money((total * parts[ask].n) / parts[ask].d)}.`,
    })
  }),
  ...fromTemplate('p6-pie-missing', 2, (rng) => {
    const set = rng.pick(PIE_SETS)
    const ps = fourPercents(rng)
    const total = rng.int(2, 10) * 40
    return multi({
      difficulty: 3,
      text: `The pie chart shows "${set.title}" for ${total} pupils. The percentage for ${set.names[3]} is not shown.`,
      images: [
        {
          svg: pieChart(
            set.title,
            set.names.map((n, i) => ({ text: i === 3 ? `${n} ?` : `${n} ${ps[i]}%`, value: ps[i] })),
          ),
          alt: `Pie chart: ${set.names
            .slice(0, 3)
            .map((n, i) => `${n} ${ps[i]}%`)
            .join(', ')}, and ${set.names[3]} not labelled.`,
        },
      ],
      parts: [
        numeric({
          difficulty: 2,
          text: `What percentage of the pupils chose ${set.names[3]}?`,
          value: ps[3] / 100,
          forms: ['percent'],
          answer: `${ps[3]}%`,
          solution: `The whole pie chart is 100%.\n100% − ${ps[0]}% − ${ps[1]}% − ${ps[2]}% = ${ps[3]}%.`,
        }),
        numeric({
          difficulty: 3,
          text: `What is the difference between the number of pupils who chose ${set.names[0]} and the number who chose ${set.names[3]}?`,
          value: (Math.abs(ps[0] - ps[3]) * total) / 100,
          solution: `Difference in percentage: ${Math.max(ps[0], ps[3])}% − ${Math.min(ps[0], ps[3])}% = ${Math.abs(ps[0] - ps[3])}%.\n${Math.abs(ps[0] - ps[3])}% of ${total} = ${fmt((Math.abs(ps[0] - ps[3]) * total) / 100)} pupils.`,
        }),
      ],
    })
  }),
]

export const volume = [
  ...fromTemplate('p6-fill-time', 2, (rng) => {
    for (;;) {
      const l = rng.int(4, 10) * 10
      const b = rng.int(3, 6) * 10
      const h = rng.int(3, 6) * 10
      const r = rng.pick([4, 5, 6, 8, 10, 12])
      const litres = (l * b * h) / 1000
      if (litres % r !== 0) continue
      return numeric({
        difficulty: 2,
        marks: 2,
        text: `An empty tank measures ${l} cm by ${b} cm by ${h} cm. Water flows into it from a tap at ${r} ℓ per minute. How many minutes does it take to fill the tank completely?`,
        images: [
          { svg: cuboid(l, b, h, 'cm', 'A rectangular tank'), alt: `A tank ${l} cm by ${b} cm by ${h} cm.` },
        ],
        value: litres / r,
        unit: 'min',
        solution: `Capacity: ${l} × ${b} × ${h} = ${commas(l * b * h)} cm³ = ${fmt(litres)} ℓ.\nTime: ${fmt(litres)} ÷ ${r} = ${fmt(litres / r)} min.`,
      })
    }
  }),
  ...fromTemplate('p6-stone', 2, (rng) => {
    const l = rng.int(2, 5) * 10
    const b = rng.int(2, 4) * 10
    const h1 = rng.int(10, 20)
    const rise = rng.int(1, 4)
    return numeric({
      difficulty: 2,
      marks: 2,
      text: `A rectangular container, ${l} cm long and ${b} cm wide, has water ${h1} cm deep. When a stone is put in, it sinks and the water level rises to ${h1 + rise} cm. What is the volume of the stone?`,
      value: l * b * rise,
      unit: 'cm³',
      solution: `The stone pushes the water up by ${h1 + rise} − ${h1} = ${rise} cm.\nVolume of the stone = volume of the water pushed up = ${l} × ${b} × ${rise} = ${commas(l * b * rise)} cm³.`,
    })
  }),
  ...fromTemplate('p6-pour', 2, (rng) => {
    for (;;) {
      const la = rng.int(3, 6) * 10
      const ba = rng.int(2, 4) * 10
      const ha = rng.int(2, 5) * 10
      const lb = rng.int(4, 8) * 10
      const bb = rng.int(3, 5) * 10
      const v = la * ba * ha
      if (v % (lb * bb) !== 0 || v / (lb * bb) < 4) continue
      const hb = v / (lb * bb)
      return multi({
        difficulty: 3,
        text: `Tank A measures ${la} cm by ${ba} cm and is filled with water to a height of ${ha} cm. All the water is poured into an empty Tank B, whose base measures ${lb} cm by ${bb} cm.`,
        parts: [
          numeric({
            difficulty: 2,
            text: 'How many litres of water are there?',
            value: v / 1000,
            unit: 'ℓ',
            convertibleUnits: { ml: 0.001 },
            solution: `Volume of water = ${la} × ${ba} × ${ha} = ${commas(v)} cm³ = ${fmt(v / 1000)} ℓ.`,
          }),
          numeric({
            difficulty: 3,
            marks: 2,
            text: 'What is the height of the water in Tank B?',
            value: hb,
            unit: 'cm',
            solution: `Base area of Tank B = ${lb} × ${bb} = ${commas(lb * bb)} cm².\nHeight = volume ÷ base area = ${commas(v)} ÷ ${commas(lb * bb)} = ${fmt(hb)} cm.`,
          }),
        ],
      })
    }
  }),
]
