/** P5 Maths: parametrised from templates, every number computed here. */
import { choice, multi, numeric, ratio as ratioAnswer, topic } from './build'
import { angles, areaOfTriangle, volume } from './maths-p5-shapes'
import { fromTemplate, NAMES, numberOptions, twoNames } from './maths-templates'
import { barModel } from './svg-charts'
import type { BankQuestion } from './types'
import { commas, fmt, frac, fracStr, gcd, mixedStr, money } from './util'

/** a/b with a < b in lowest terms, b from `dens`. */
function properFraction(
  rng: { int(a: number, b: number): number; pick<T>(x: readonly T[]): T },
  dens: number[],
) {
  const d = rng.pick(dens)
  let n = 1
  do n = rng.int(1, d - 1)
  while (gcd(n, d) !== 1)
  return { n, d }
}

const orderOfOperations = [
  ...fromTemplate('p5-order-ops', 2, (rng) => {
    const e = rng.int(2, 9)
    const d = e * rng.int(2, 12)
    const b = rng.int(3, 9)
    const c = rng.int(3, 9)
    const a = b * c + rng.int(5, 60)
    const result = a - b * c + d / e
    return numeric({
      difficulty: 2,
      text: `Find the value of ${a} − ${b} × ${c} + ${d} ÷ ${e}.`,
      value: result,
      solution: `Multiply and divide first, from left to right:\n${b} × ${c} = ${b * c} and ${d} ÷ ${e} = ${d / e}.\nThen add and subtract from left to right:\n${a} − ${b * c} + ${d / e} = ${a - b * c} + ${d / e} = ${result}.`,
    })
  }),
  ...fromTemplate('p5-brackets', 2, (rng) => {
    const a = rng.int(4, 30)
    const b = rng.int(4, 30)
    const c = rng.int(3, 8)
    const d = rng.int(5, 40)
    const result = (a + b) * c - d
    return numeric({
      difficulty: 1,
      text: `Find the value of (${a} + ${b}) × ${c} − ${d}.`,
      value: result,
      solution: `Work out the brackets first: ${a} + ${b} = ${a + b}.\nThen multiply: ${a + b} × ${c} = ${(a + b) * c}.\nThen subtract: ${(a + b) * c} − ${d} = ${result}.`,
    })
  }),
  ...fromTemplate('p5-cinema', 1, (rng) => {
    const rows = rng.int(18, 32)
    const seats = rng.int(15, 28)
    const empty = rng.int(40, 150)
    return numeric({
      difficulty: 2,
      marks: 2,
      text: `A hall has ${rows} rows of seats with ${seats} seats in each row. At a concert, ${empty} seats were empty. How many seats were taken?`,
      value: rows * seats - empty,
      solution: `Total seats: ${rows} × ${seats} = ${rows * seats}.\nSeats taken: ${rows * seats} − ${empty} = ${rows * seats - empty}.`,
    })
  }),
]

const fractionsMultiplying = [
  ...fromTemplate('p5-frac-times-frac', 2, (rng) => {
    const x = properFraction(rng, [3, 4, 5, 6, 8, 9])
    const y = properFraction(rng, [3, 4, 5, 6, 7, 10])
    const p = frac(x.n * y.n, x.d * y.d)
    return numeric({
      difficulty: 1,
      text: `Find the value of ${x.n}/${x.d} × ${y.n}/${y.d}. Give your answer in its simplest form.`,
      value: p.n / p.d,
      requireSimplest: true,
      answer: fracStr(p),
      solution: `Multiply the numerators and multiply the denominators:\n${x.n}/${x.d} × ${y.n}/${y.d} = ${x.n * y.n}/${x.d * y.d}.\n${gcd(x.n * y.n, x.d * y.d) > 1 ? `Simplify by dividing both by ${gcd(x.n * y.n, x.d * y.d)}: ${fracStr(p)}.` : `This is already in its simplest form.`}`,
    })
  }),
  ...fromTemplate('p5-whole-times-frac', 1, (rng) => {
    const x = properFraction(rng, [3, 4, 6, 8])
    let w = 5
    do w = rng.int(3, 11)
    while (w % x.d === 0)
    const p = frac(w * x.n, x.d)
    return numeric({
      difficulty: 1,
      text: `Find the value of ${w} × ${x.n}/${x.d}. Give your answer as a mixed number in its simplest form.`,
      value: p.n / p.d,
      forms: ['mixed'],
      requireSimplest: true,
      answer: mixedStr(p),
      solution: `${w} × ${x.n}/${x.d} = ${w * x.n}/${x.d}.\n${w * x.n} ÷ ${x.d} = ${Math.floor((w * x.n) / x.d)} remainder ${(w * x.n) % x.d}, so ${w * x.n}/${x.d} = ${mixedStr(frac(w * x.n, x.d))}.`,
    })
  }),
  ...fromTemplate('p5-remainder-concept', 2, (rng) => {
    const name = rng.pick(['Mrs Lim', 'Mr Rahman', 'Mdm Chua', 'Mr Singh'])
    const a = rng.pick([
      [1, 3],
      [1, 4],
      [2, 5],
      [1, 5],
      [3, 8],
    ])
    const c = rng.pick([
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 3],
    ])
    const restF = frac(a[1] - a[0], a[1])
    const dressF = frac(c[0] * restF.n, c[1] * restF.d)
    const leftF = frac(restF.n * (c[1] - c[0]), restF.d * c[1])
    const k = rng.int(4, 15)
    const total = leftF.d * k * 5
    const left = (total * leftF.n) / leftF.d
    return multi({
      difficulty: 3,
      text: `${name} spent ${a[0]}/${a[1]} of ${name.startsWith('Mr ') ? 'his' : 'her'} money on groceries and ${c[0]}/${c[1]} of the remaining money on a pair of shoes. ${name.startsWith('Mr ') ? 'He' : 'She'} had ${money(left)} left.`,
      parts: [
        numeric({
          difficulty: 2,
          text: `What fraction of ${name}'s money was spent on the shoes? Give your answer in its simplest form.`,
          value: dressF.n / dressF.d,
          forms: ['fraction'],
          requireSimplest: true,
          answer: fracStr(dressF),
          solution: `After the groceries, 1 − ${a[0]}/${a[1]} = ${fracStr(restF)} of the money was left.\nShoes: ${c[0]}/${c[1]} of ${fracStr(restF)} = ${c[0]}/${c[1]} × ${fracStr(restF)} = ${fracStr(dressF)}.`,
        }),
        numeric({
          difficulty: 3,
          marks: 2,
          text: `How much money did ${name} have at first?`,
          value: total,
          unit: '$',
          solution: `Fraction left: ${fracStr(restF)} − ${fracStr(dressF)} = ${fracStr(leftF)} of the money.\n${fracStr(leftF)} of the money is ${money(left)}${leftF.n > 1 ? `, so 1/${leftF.d} of it is ${money(left)} ÷ ${leftF.n} = ${money(left / leftF.n)}` : ''}.\nAll the money: ${leftF.d} × ${money(left / leftF.n)} = ${money(total)}.`,
        }),
      ],
    })
  }),
  ...fromTemplate('p5-frac-area', 2, (rng) => {
    const x = properFraction(rng, [2, 3, 4, 5])
    const y = properFraction(rng, [3, 4, 5, 6, 8])
    const p = frac(x.n * y.n, x.d * y.d)
    return numeric({
      difficulty: 2,
      text: `A rectangular card is ${x.n}/${x.d} m long and ${y.n}/${y.d} m wide. What is its area? Give your answer as a fraction in its simplest form.`,
      value: p.n / p.d,
      unit: 'm²',
      forms: ['fraction'],
      requireSimplest: true,
      answer: `${fracStr(p)} m²`,
      solution: `Area = length × breadth = ${x.n}/${x.d} × ${y.n}/${y.d} = ${x.n * y.n}/${x.d * y.d} m²${x.n * y.n !== p.n ? ` = ${fracStr(p)} m²` : ''}.`,
    })
  }),
  ...fromTemplate('p5-frac-of-whole-mcq', 1, (rng) => {
    const x = properFraction(rng, [3, 4, 5, 6])
    const w = x.d * rng.int(2, 6)
    const right = (w * x.n) / x.d
    const { options, correct } = numberOptions(right, [w * x.n, w / x.d, right + x.n])
    return choice({
      difficulty: 1,
      text: `What is the value of ${x.n}/${x.d} × ${w}?`,
      options,
      correct,
      solution: `${x.n}/${x.d} × ${w} means ${x.n}/${x.d} of ${w}.\n${w} ÷ ${x.d} = ${w / x.d}, and ${x.n} × ${w / x.d} = ${right}.`,
    })
  }),
]

const fractionsDividing = [
  ...fromTemplate('p5-frac-div-whole', 2, (rng) => {
    const x = properFraction(rng, [2, 3, 4, 5, 6, 8, 9])
    const w = rng.int(2, 6)
    const q = frac(x.n, x.d * w)
    return numeric({
      difficulty: 1,
      text: `Find the value of ${x.n}/${x.d} ÷ ${w}. Give your answer in its simplest form.`,
      value: q.n / q.d,
      forms: ['fraction'],
      requireSimplest: true,
      answer: fracStr(q),
      solution: `Dividing by ${w} is the same as multiplying by 1/${w}.\n${x.n}/${x.d} × 1/${w} = ${x.n}/${x.d * w}${x.d * w !== q.d ? ` = ${fracStr(q)}` : ''}.`,
    })
  }),
  ...fromTemplate('p5-division-as-fraction', 2, (rng) => {
    let a = 7
    let b = 4
    do {
      b = rng.int(3, 9)
      a = rng.int(b + 1, 4 * b)
    } while (gcd(a, b) !== 1)
    const f = frac(a, b)
    return numeric({
      difficulty: 1,
      text: `Write ${a} ÷ ${b} as a mixed number.`,
      value: a / b,
      forms: ['mixed'],
      requireSimplest: true,
      answer: mixedStr(f),
      solution: `${a} ÷ ${b} = ${a}/${b}.\n${a} ÷ ${b} = ${Math.floor(a / b)} remainder ${a % b}, so ${a}/${b} = ${mixedStr(f)}.`,
    })
  }),
  ...fromTemplate('p5-juice-cups', 2, (rng) => {
    const x = properFraction(rng, [2, 3, 4, 5])
    const cups = rng.int(2, 6)
    const q = frac(x.n, x.d * cups)
    const name = rng.pick(NAMES)
    return numeric({
      difficulty: 2,
      marks: 2,
      text: `${name} poured ${x.n}/${x.d} ℓ of juice equally into ${cups} cups. How much juice was in each cup? Give your answer as a fraction of a litre.`,
      value: q.n / q.d,
      unit: 'ℓ',
      forms: ['fraction'],
      requireSimplest: true,
      answer: `${fracStr(q)} ℓ`,
      solution: `Share ${x.n}/${x.d} ℓ into ${cups} equal parts: ${x.n}/${x.d} ÷ ${cups} = ${x.n}/${x.d} × 1/${cups} = ${x.n}/${x.d * cups}${x.d * cups !== q.d ? ` = ${fracStr(q)}` : ''} ℓ.`,
    })
  }),
]

const CONVERSIONS = [
  {
    big: 'kg',
    small: 'g',
    factor: 1000,
    say: (x: string) => `A bag of flour has a mass of ${x}. What is its mass in grams?`,
  },
  {
    big: 'km',
    small: 'm',
    factor: 1000,
    say: (x: string) => `A running route is ${x} long. How long is it in metres?`,
  },
  {
    big: 'ℓ',
    small: 'ml',
    factor: 1000,
    say: (x: string) => `A bottle holds ${x} of water. How many millilitres is that?`,
  },
  {
    big: 'm',
    small: 'cm',
    factor: 100,
    say: (x: string) => `A rope is ${x} long. How long is it in centimetres?`,
  },
] as const

const decimalsAndMeasurement = [
  ...fromTemplate('p5-times-power', 2, (rng, i) => {
    const p = rng.pick([10, 100, 1000])
    const thousandths = rng.int(1001, 99999)
    const x = thousandths / 1000
    const times = i === 0
    const result = times ? (thousandths * p) / 1000 : thousandths / (1000 * p)
    return numeric({
      difficulty: 1,
      text: `Find the value of ${fmt(x)} ${times ? '×' : '÷'} ${commas(p)}.`,
      value: Number(fmt(result, 9)),
      solution: `${times ? 'Multiplying' : 'Dividing'} by ${commas(p)} moves each digit ${Math.log10(p)} place${p > 10 ? 's' : ''} to the ${times ? 'left' : 'right'} (the decimal point moves ${Math.log10(p)} place${p > 10 ? 's' : ''} to the ${times ? 'right' : 'left'}).\n${fmt(x)} ${times ? '×' : '÷'} ${commas(p)} = ${fmt(result, 9)}.`,
    })
  }),
  ...fromTemplate('p5-convert', 2, (rng) => {
    const c = rng.pick(CONVERSIONS)
    const small = c.factor === 100 ? rng.int(105, 995) : rng.int(1005, 9950)
    const big = small / c.factor
    return numeric({
      difficulty: 1,
      text: c.say(`${fmt(big)} ${c.big}`),
      value: small,
      unit: c.small,
      solution: `1 ${c.big} = ${commas(c.factor)} ${c.small}.\n${fmt(big)} ${c.big} = ${fmt(big)} × ${commas(c.factor)} ${c.small} = ${commas(small)} ${c.small}.`,
    })
  }),
  ...fromTemplate('p5-rice-bags', 2, (rng) => {
    const bags = rng.int(4, 9)
    const each = rng.int(12, 48) * 25
    const totalKg = (bags * each) / 1000
    const name = rng.pick(NAMES)
    return numeric({
      difficulty: 2,
      marks: 2,
      text: `${name}'s family packed ${fmt(totalKg)} kg of rice equally into ${bags} bags. How many grams of rice were there in each bag?`,
      value: each,
      unit: 'g',
      convertibleUnits: { kg: 1000 },
      solution: `${fmt(totalKg)} kg = ${commas(bags * each)} g.\n${commas(bags * each)} g ÷ ${bags} = ${commas(each)} g in each bag.`,
    })
  }),
]

const ratio = [
  ...fromTemplate('p5-ratio-simplest', 2, (rng) => {
    let a = 2
    let b = 3
    do {
      a = rng.int(1, 7)
      b = rng.int(2, 9)
    } while (a === b || gcd(a, b) !== 1)
    const k = rng.int(2, 8)
    const [x, y] = rng.pick([
      ['boys', 'girls'],
      ['red beads', 'blue beads'],
      ['apples', 'oranges'],
    ])
    return ratioAnswer({
      difficulty: 1,
      text: `There are ${a * k} ${x} and ${b * k} ${y}. What is the ratio of the number of ${x} to the number of ${y}? Give your answer in its simplest form.`,
      terms: [a, b],
      simplest: true,
      equivalent: false,
      solution: `${x[0].toUpperCase()}${x.slice(1)} : ${y} = ${a * k} : ${b * k}.\nDivide both by ${k}: ${a * k} ÷ ${k} = ${a}, ${b * k} ÷ ${k} = ${b}.\nThe ratio is ${a} : ${b}.`,
      markingScheme: `1 mark for ${a} : ${b}. No mark for an equivalent ratio that is not in its simplest form (e.g. ${a * k} : ${b * k}) or for the ratio the wrong way round (${b} : ${a}).`,
    })
  }),
  ...fromTemplate('p5-ratio-share', 2, (rng) => {
    const [p, q] = twoNames(rng)
    let a = 2
    let b = 3
    do {
      a = rng.int(1, 5)
      b = rng.int(2, 7)
    } while (a === b || gcd(a, b) !== 1)
    const unit = rng.int(4, 25)
    const total = (a + b) * unit
    return numeric({
      difficulty: 2,
      marks: 2,
      text: `${p} and ${q} shared ${money(total)} in the ratio ${a} : ${b}. How much money did ${q} get?`,
      value: b * unit,
      unit: '$',
      solution: `Total units: ${a} + ${b} = ${a + b}.\n1 unit = ${money(total)} ÷ ${a + b} = ${money(unit)}.\n${q} got ${b} units: ${b} × ${money(unit)} = ${money(b * unit)}.`,
    })
  }),
  ...fromTemplate('p5-ratio-part', 1, (rng) => {
    const a = rng.pick([3, 4, 5])
    const b = rng.pick([7, 8, 9])
    const unit = rng.int(3, 12)
    return numeric({
      difficulty: 2,
      text: `The ratio of the number of red beads to the number of blue beads in a box is ${a} : ${b}. There are ${a * unit} red beads. How many beads are there in the box altogether?`,
      value: (a + b) * unit,
      solution: `${a} units = ${a * unit} red beads, so 1 unit = ${a * unit} ÷ ${a} = ${unit}.\nAltogether there are ${a} + ${b} = ${a + b} units: ${a + b} × ${unit} = ${(a + b) * unit} beads.`,
    })
  }),
  ...fromTemplate('p5-ratio-bar', 1, (rng) => {
    const [p, q] = twoNames(rng)
    const a = rng.int(2, 4)
    const b = a + rng.int(2, 4)
    const unit = rng.int(4, 15)
    return numeric({
      difficulty: 2,
      marks: 2,
      text: `The bar model shows the number of stamps ${p} and ${q} have. ${q} has ${(b - a) * unit} more stamps than ${p}. How many stamps do they have altogether?`,
      images: [
        {
          svg: barModel(
            [
              { name: p, units: a },
              { name: q, units: b, note: `${(b - a) * unit} more` },
            ],
            `Bar model: ${p} ${a} units, ${q} ${b} units`,
          ),
          alt: `Bar model: ${p} has ${a} equal units and ${q} has ${b} equal units.`,
        },
      ],
      value: (a + b) * unit,
      solution: `${q} has ${b} − ${a} = ${b - a} units more than ${p}.\n${b - a} units = ${(b - a) * unit}, so 1 unit = ${unit}.\nAltogether: ${a} + ${b} = ${a + b} units = ${a + b} × ${unit} = ${(a + b) * unit} stamps.`,
    })
  }),
  ...fromTemplate('p5-ratio-three', 1, (rng) => {
    const r = rng.pick([
      [2, 3, 4],
      [1, 2, 3],
      [3, 4, 5],
      [2, 5, 6],
    ])
    const unit = rng.int(5, 20)
    const total = (r[0] + r[1] + r[2]) * unit
    return numeric({
      difficulty: 2,
      text: `${total} cards are shared among Amy, Ben and Chen in the ratio ${r[0]} : ${r[1]} : ${r[2]}. How many cards does Chen get?`,
      value: r[2] * unit,
      solution: `Total units: ${r[0]} + ${r[1]} + ${r[2]} = ${r[0] + r[1] + r[2]}.\n1 unit = ${total} ÷ ${r[0] + r[1] + r[2]} = ${unit}.\nChen gets ${r[2]} units = ${r[2]} × ${unit} = ${r[2] * unit} cards.`,
    })
  }),
]

const percentage = [
  ...fromTemplate('p5-fraction-to-percent', 2, (rng) => {
    const d = rng.pick([4, 5, 20, 25, 50])
    let n = 1
    do n = rng.int(1, d - 1)
    while (gcd(n, d) !== 1)
    return numeric({
      difficulty: 1,
      text: `Write ${n}/${d} as a percentage.`,
      value: n / d,
      forms: ['percent'],
      answer: `${fmt((n / d) * 100)}%`,
      solution: `Percent means "out of 100". Make the denominator 100:\n${n}/${d} = ${(n * 100) / d}/100 = ${fmt((n / d) * 100)}%.`,
    })
  }),
  ...fromTemplate('p5-percent-of', 1, (rng) => {
    const p = rng.pick([5, 15, 25, 35, 45, 60, 75])
    const q = rng.pick([120, 160, 180, 240, 280, 320, 360, 420, 480])
    return numeric({
      difficulty: 1,
      text: `Find ${p}% of ${q}.`,
      value: (p * q) / 100,
      solution: `${p}% of ${q} = ${p}/100 × ${q} = ${fmt((p * q) / 100)}.`,
    })
  }),
  ...fromTemplate('p5-discount', 2, (rng) => {
    const item = rng.pick(['school bag', 'pair of shoes', 'lamp', 'board game'])
    const price = rng.int(3, 24) * 5
    const p = rng.pick([10, 15, 20, 25, 30])
    const off = (price * p) / 100
    return numeric({
      difficulty: 2,
      marks: 2,
      text: `A ${item} costs ${money(price)}. During a sale, there is a ${p}% discount. How much does the ${item} cost during the sale?`,
      value: price - off,
      unit: '$',
      solution: `Discount: ${p}% of ${money(price)} = ${p}/100 × ${price} = ${money(off)}.\nSale price: ${money(price)} − ${money(off)} = ${money(price - off)}.\n(Or: the sale price is ${100 - p}% of ${money(price)} = ${money(price - off)}.)`,
    })
  }),
  ...fromTemplate('p5-gst', 1, (rng) => {
    const bill = rng.int(4, 30) * 10
    const gst = (bill * 9) / 100
    return numeric({
      difficulty: 2,
      marks: 2,
      text: `A family's dinner bill is ${money(bill)} before GST. GST of 9% is added to the bill. How much do they pay altogether?`,
      value: bill + gst,
      unit: '$',
      solution: `GST: 9% of ${money(bill)} = 9/100 × ${bill} = ${money(gst)}.\nTotal: ${money(bill)} + ${money(gst)} = ${money(bill + gst)}.`,
    })
  }),
  ...fromTemplate('p5-percent-of-class', 1, (rng) => {
    const total = rng.pick([20, 25, 40, 50])
    const girls = rng.int(Math.round(total * 0.3), Math.round(total * 0.7))
    return numeric({
      difficulty: 2,
      text: `There are ${total} pupils in a class. ${girls} of them are girls. What percentage of the class are boys?`,
      value: (total - girls) / total,
      forms: ['percent'],
      answer: `${fmt(((total - girls) / total) * 100)}%`,
      solution: `Boys: ${total} − ${girls} = ${total - girls}.\nFraction of boys: ${total - girls}/${total} = ${fmt(((total - girls) * 100) / total)}/100 = ${fmt(((total - girls) / total) * 100)}%.`,
    })
  }),
  ...fromTemplate('p5-percent-equal-mcq', 1, (rng) => {
    const d = rng.pick([20, 25, 50])
    let n = 1
    do n = rng.int(1, d - 1)
    while (gcd(n, d) !== 1)
    const p = (n * 100) / d
    const options = [`${n}/${d}`, fmt(p / 1000), fmt(p / 10), `${p}/10`]
    const order = rng.shuffle([0, 1, 2, 3])
    return choice({
      difficulty: 2,
      text: `Which of the following is equal to ${p}%?`,
      options: order.map((k) => options[k]),
      correct: order.indexOf(0) + 1,
      solution: `${p}% means ${p} out of 100: ${p}/100.\n${p}/100 = ${n}/${d} (divide the top and bottom by ${100 / d}).\nAs a decimal it is ${fmt(p / 100)}, not ${fmt(p / 1000)} or ${fmt(p / 10)}.`,
    })
  }),
]

export const mathsP5: BankQuestion[] = [
  ...topic('P5', 'Maths', 'Whole Numbers: Order of Operations', orderOfOperations),
  ...topic('P5', 'Maths', 'Fractions: Multiplying', fractionsMultiplying),
  ...topic('P5', 'Maths', 'Fractions: Dividing', fractionsDividing),
  ...topic('P5', 'Maths', 'Decimals and Measurement', decimalsAndMeasurement),
  ...topic('P5', 'Maths', 'Ratio', ratio),
  ...topic('P5', 'Maths', 'Percentage', percentage),
  ...topic('P5', 'Maths', 'Area of Triangle', areaOfTriangle),
  ...topic('P5', 'Maths', 'Volume of Cube and Cuboid', volume),
  ...topic('P5', 'Maths', 'Angles', angles),
]
