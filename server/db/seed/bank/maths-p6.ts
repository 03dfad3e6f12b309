/** P6 Maths: parametrised from templates, every number computed here. */
import { choice, multi, numeric, ratio as ratioAnswer, text, topic } from './build'
import { circles, pieCharts, volume } from './maths-p6-shapes'
import { fromTemplate, NAMES, twoNames, wordOptions } from './maths-templates'
import type { BankQuestion } from './types'
import { commas, fmt, frac, gcd, lcm, mixedStr, money, plural } from './util'

const LETTERS = ['a', 'b', 'k', 'm', 'n', 'p', 'y']

/** '3a', 'a' for 1a. */
const term = (c: number, x: string) => (c === 1 ? x : `${c}${x}`)

const algebra = [
  ...fromTemplate('p6-simplify', 2, (rng) => {
    const x = rng.pick(LETTERS)
    const p = rng.int(4, 9)
    const q = rng.int(1, p - 1)
    const r = rng.int(2, 12)
    const s = rng.int(1, 9)
    const c = p - q
    const k = r + s
    const main = `${term(c, x)} + ${k}`
    return text({
      difficulty: 1,
      text: `Simplify ${term(p, x)} + ${r} − ${term(q, x)} + ${s}.`,
      accepted: [main, main.replace(/ /g, ''), `${k} + ${term(c, x)}`, `${k}+${term(c, x)}`],
      solution: `Group the like terms: (${term(p, x)} − ${term(q, x)}) + (${r} + ${s}).\n${term(p, x)} − ${term(q, x)} = ${term(c, x)} and ${r} + ${s} = ${k}.\nAnswer: ${main}.`,
      markingScheme: `1 mark for ${main} (or ${k} + ${term(c, x)}).`,
    })
  }),
  ...fromTemplate('p6-evaluate', 2, (rng, i) => {
    const x = rng.pick(LETTERS)
    const v = rng.int(3, 12)
    if (i === 0) {
      const a = rng.int(2, 9)
      const b = rng.int(1, a * v - 1)
      return numeric({
        difficulty: 1,
        text: `Find the value of ${a}${x} − ${b} when ${x} = ${v}.`,
        value: a * v - b,
        solution: `Put ${v} in place of ${x}: ${a} × ${v} − ${b} = ${a * v} − ${b} = ${a * v - b}.`,
      })
    }
    let a = 3
    let b = 1
    do {
      a = rng.int(2, 7)
      b = rng.int(1, 9)
    } while ((a * v + b) % 2 !== 0)
    return numeric({
      difficulty: 2,
      text: `Find the value of (${a}${x} + ${b}) ÷ 2 when ${x} = ${v}.`,
      value: (a * v + b) / 2,
      solution: `Put ${v} in place of ${x}.\nBrackets first: ${a} × ${v} + ${b} = ${a * v} + ${b} = ${a * v + b}.\nThen ${a * v + b} ÷ 2 = ${(a * v + b) / 2}.`,
    })
  }),
  ...fromTemplate('p6-form-expression', 1, (rng) => {
    const [p, q] = twoNames(rng)
    const k = rng.int(2, 5)
    const g = rng.int(2, 9)
    const { options, correct } = wordOptions(rng, `${k}n − ${g}`, [
      `${k}n + ${g}`,
      `n − ${k * g}`,
      `${g} − ${k}n`,
    ])
    return choice({
      difficulty: 2,
      text: `${p} has n stickers. ${q} has ${k} times as many stickers as ${p}. Then ${q} gives away ${g} stickers. Which expression shows how many stickers ${q} has now?`,
      options,
      correct,
      solution: `${q} had ${k} times as many as n: ${k} × n = ${k}n.\nGiving away ${g} means subtracting ${g}: ${k}n − ${g}.`,
    })
  }),
  ...fromTemplate('p6-solve', 1, (rng) => {
    const x = rng.int(3, 12)
    const a = rng.int(2, 9)
    const b = rng.int(2, 20)
    return numeric({
      difficulty: 2,
      text: `Find the value of y in the equation ${a}y + ${b} = ${a * x + b}.`,
      value: x,
      solution: `Take away ${b} from both sides: ${a}y = ${a * x + b} − ${b} = ${a * x}.\nDivide both sides by ${a}: y = ${a * x} ÷ ${a} = ${x}.\nCheck: ${a} × ${x} + ${b} = ${a * x + b}. ✓`,
    })
  }),
  ...fromTemplate('p6-pen-book', 1, (rng) => {
    const more = rng.int(2, 6)
    const p = rng.int(2, 9)
    const correctExpr = `3p + ${2 * more}`
    const { options, correct } = wordOptions(rng, correctExpr, [
      `3p + ${more}`,
      `2p + ${2 * more}`,
      `3p + ${3 * more}`,
    ])
    return multi({
      difficulty: 3,
      text: `A pen costs $p. A book costs $${more} more than the pen. Jun Wei buys 2 books and 1 pen.`,
      parts: [
        choice({
          difficulty: 2,
          text: 'Which expression shows the total amount Jun Wei pays, in dollars?',
          options,
          correct,
          solution: `One book costs (p + ${more}) dollars.\n2 books: 2 × (p + ${more}) = 2p + ${2 * more}.\nAdd 1 pen: 2p + ${2 * more} + p = ${correctExpr}.`,
        }),
        numeric({
          difficulty: 2,
          text: `If p = ${p}, how much does Jun Wei pay altogether?`,
          value: 3 * p + 2 * more,
          unit: '$',
          solution: `3 × ${p} + ${2 * more} = ${3 * p} + ${2 * more} = ${3 * p + 2 * more}.\nJun Wei pays ${money(3 * p + 2 * more)}.`,
        }),
      ],
    })
  }),
]

const ratio = [
  ...fromTemplate('p6-ratio-transfer', 2, (rng) => {
    const [p, q] = twoNames(rng)
    for (;;) {
      const a = rng.int(3, 9)
      const b = rng.int(2, 7)
      const c = rng.int(1, 5)
      const d = rng.int(2, 9)
      if (gcd(a, b) !== 1 || gcd(c, d) !== 1 || a * (c + d) <= c * (a + b)) continue
      const s1 = a + b
      const s2 = c + d
      const L = lcm(s1, s2)
      const m1 = L / s1
      const m2 = L / s2
      const drop = a * m1 - c * m2
      if (L > 40 || drop > 8) continue
      const k = rng.int(2, 9)
      const g = drop * k
      return numeric({
        difficulty: 3,
        marks: 3,
        text: `The ratio of ${p}'s marbles to ${q}'s marbles was ${a} : ${b}. After ${p} gave ${g} marbles to ${q}, the ratio became ${c} : ${d}. How many marbles did ${p} have at first?`,
        value: a * m1 * k,
        solution: `The total number of marbles does not change, so make the totals the same number of units.\nBefore: ${a} : ${b}${m1 > 1 ? ` = ${a * m1} : ${b * m1}` : ''} (total ${L} units).\nAfter: ${c} : ${d}${m2 > 1 ? ` = ${c * m2} : ${d * m2}` : ''} (total ${L} units).\n${p} went from ${plural(a * m1, 'unit')} to ${plural(c * m2, 'unit')}, giving away ${plural(drop, 'unit')}.\n${drop} unit${drop > 1 ? 's' : ''} = ${g} marbles, so 1 unit = ${k}.\nAt first ${p} had ${a * m1} × ${k} = ${a * m1 * k} marbles.`,
      })
    }
  }),
  ...fromTemplate('p6-ratio-chain', 1, (rng) => {
    const a = rng.int(1, 4)
    const b = rng.int(2, 5)
    const b2 = rng.int(2, 6)
    const c = rng.int(3, 7)
    const m = lcm(b, b2)
    const r = [a * (m / b), m, c * (m / b2)]
    const g = gcd(gcd(r[0], r[1]), r[2])
    const [x, y, z] = r.map((v) => v / g)
    const main = `${x} : ${y} : ${z}`
    return ratioAnswer({
      difficulty: 3,
      marks: 2,
      text: `The ratio of Amy's height to Ben's height is ${a} : ${b}. The ratio of Ben's height to Chen's height is ${b2} : ${c}. Find the ratio of Amy's height to Ben's height to Chen's height in its simplest form.`,
      terms: [x, y, z],
      simplest: true,
      equivalent: true,
      solution: `Ben appears in both ratios, so make Ben's number of units the same: the LCM of ${b} and ${b2} is ${m}.\nAmy : Ben = ${a} : ${b} = ${a * (m / b)} : ${m}.\nBen : Chen = ${b2} : ${c} = ${m} : ${c * (m / b2)}.\nAmy : Ben : Chen = ${r.join(' : ')}${g > 1 ? ` = ${main}` : ''}.`,
      markingScheme: `2 marks for ${main}. A teacher may give 1 mark for making Ben's units equal in the working.`,
    })
  }),
  ...fromTemplate('p6-fraction-ratio', 1, (rng) => {
    const [p, q] = twoNames(rng)
    let a = 2
    let b = 3
    do {
      b = rng.int(3, 9)
      a = rng.int(1, b - 1)
    } while (gcd(a, b) !== 1)
    const main = `${a} : ${a + b}`
    return ratioAnswer({
      difficulty: 2,
      text: `${p} has ${a}/${b} as many beads as ${q}. What is the ratio of the number of ${p}'s beads to the total number of beads they have?`,
      terms: [a, a + b],
      equivalent: true,
      solution: `If ${q} has ${b} units, ${p} has ${plural(a, 'unit')}.\nTotal: ${a} + ${b} = ${a + b} units.\n${p} : total = ${main}.`,
    })
  }),
  ...fromTemplate('p6-ratio-difference', 2, (rng) => {
    let a = 2
    let b = 3
    do {
      a = rng.int(2, 6)
      b = a + rng.int(1, 3)
    } while (gcd(a, b) !== 1)
    const unit = rng.int(4, 15)
    return numeric({
      difficulty: 2,
      marks: 2,
      text: `The ratio of the number of boys to the number of girls in a choir is ${a} : ${b}. There are ${(b - a) * unit} more girls than boys. How many children are in the choir?`,
      value: (a + b) * unit,
      solution: `Difference: ${b} − ${a} = ${b - a} unit${b - a > 1 ? 's' : ''} = ${(b - a) * unit} children, so 1 unit = ${unit}.\nTotal: ${a} + ${b} = ${a + b} units = ${a + b} × ${unit} = ${(a + b) * unit} children.`,
    })
  }),
  ...fromTemplate('p6-ratio-fraction-mcq', 1, (rng) => {
    let a = 3
    let b = 5
    do {
      a = rng.int(2, 7)
      b = rng.int(2, 9)
    } while (a === b || gcd(a, b) !== 1)
    const [p, q] = twoNames(rng)
    const { options, correct } = wordOptions(rng, `${a}/${a + b}`, [
      `${a}/${b}`,
      `${b}/${a + b}`,
      `${b}/${a}`,
    ])
    return choice({
      difficulty: 1,
      text: `The ratio of ${p}'s savings to ${q}'s savings is ${a} : ${b}. What fraction of their total savings does ${p} have?`,
      options,
      correct,
      solution: `${p} has ${a} units and ${q} has ${b} units: ${a + b} units in all.\n${p}'s share of the total is ${a}/${a + b}. (${a}/${b} compares ${p} with ${q}, not with the total.)`,
    })
  }),
]

const percentage = [
  ...fromTemplate('p6-percent-change', 2, (rng, i) => {
    const up = i === 0
    const p = rng.pick([10, 15, 20, 25, 30, 40])
    const before = rng.int(2, 12) * 20
    const after = (before * (100 + (up ? p : -p))) / 100
    const item = rng.pick(['a bicycle', 'a concert ticket', 'a set of paints', 'a pair of headphones'])
    return numeric({
      difficulty: 2,
      marks: 2,
      text: `The price of ${item} ${up ? 'went up' : 'went down'} from ${money(before)} to ${money(after)}. Find the percentage ${up ? 'increase' : 'decrease'}.`,
      value: p / 100,
      forms: ['percent'],
      answer: `${p}%`,
      solution: `${up ? 'Increase' : 'Decrease'}: ${money(up ? after : before)} − ${money(up ? before : after)} = ${money(Math.abs(after - before))}.\nCompare it with the price at first: ${fmt(Math.abs(after - before))}/${before} × 100% = ${p}%.`,
    })
  }),
  ...fromTemplate('p6-reverse-discount', 2, (rng) => {
    const p = rng.pick([10, 20, 25, 40])
    const original = rng.int(3, 20) * 20
    const sale = (original * (100 - p)) / 100
    const item = rng.pick(['watch', 'backpack', 'rice cooker', 'fan'])
    return numeric({
      difficulty: 3,
      marks: 2,
      text: `After a discount of ${p}%, a ${item} costs ${money(sale)}. What was its price before the discount?`,
      value: original,
      unit: '$',
      solution: `After taking away ${p}%, the sale price is ${100 - p}% of the original price.\n${100 - p}% → ${money(sale)}\n1% → ${money(sale)} ÷ ${100 - p} = ${money(original / 100)}\n100% → ${money(original / 100)} × 100 = ${money(original)}.`,
    })
  }),
  ...fromTemplate('p6-percent-remainder', 1, (rng) => {
    const name = rng.pick(NAMES)
    const a = rng.pick([20, 40, 50, 60])
    const b = rng.pick([25, 50, 75])
    const left = ((100 - a) * (100 - b)) / 100
    return numeric({
      difficulty: 3,
      marks: 2,
      text: `${name} spent ${a}% of ${name === 'Ali' ? 'his' : 'the'} savings on a book and ${b}% of the remaining savings on a game. What percentage of the savings was left?`,
      value: left / 100,
      forms: ['percent'],
      answer: `${fmt(left)}%`,
      solution: `After the book, ${100 - a}% of the savings was left.\nThe game cost ${b}% of that: ${b}/100 × ${100 - a}% = ${fmt(((100 - a) * b) / 100)}%.\nLeft: ${100 - a}% − ${fmt(((100 - a) * b) / 100)}% = ${fmt(left)}%.`,
    })
  }),
  ...fromTemplate('p6-percent-before', 1, (rng) => {
    const p = rng.pick([5, 10, 15, 20, 25])
    const before = rng.int(6, 30) * 20
    const after = (before * (100 + p)) / 100
    return numeric({
      difficulty: 3,
      marks: 2,
      text: `The number of pupils in a school increased by ${p}% to ${commas(after)}. How many pupils were there before the increase?`,
      value: before,
      solution: `${100 + p}% of the number before is ${commas(after)}.\n1% → ${commas(after)} ÷ ${100 + p} = ${fmt(before / 100)}.\n100% → ${fmt(before / 100)} × 100 = ${commas(before)} pupils.`,
    })
  }),
]

/** '2 h 15 min', '45 min', '3 h'. */
function hm(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ')
}

const speed = [
  ...fromTemplate('p6-find-speed', 2, (rng) => {
    const t = rng.pick([30, 45, 90, 120, 150, 75])
    const s = rng.pick([40, 48, 60, 64, 72, 80])
    const d = (s * t) / 60
    const who = rng.pick(['A car', 'A bus', 'A van', 'A train'])
    return numeric({
      difficulty: 2,
      text: `${who} travelled ${fmt(d)} km in ${hm(t)}. What was its average speed in km/h?`,
      value: s,
      unit: 'km/h',
      solution: `${hm(t)} = ${t}/60 h = ${mixedStr(frac(t, 60))} h.\nSpeed = distance ÷ time = ${fmt(d)} ÷ ${mixedStr(frac(t, 60))} = ${s} km/h.`,
    })
  }),
  ...fromTemplate('p6-find-distance', 2, (rng) => {
    const s = rng.pick([12, 15, 18, 20, 24])
    const t = rng.pick([40, 90, 150, 100, 45])
    const d = (s * t) / 60
    const name = rng.pick(NAMES)
    return numeric({
      difficulty: 2,
      text: `${name} cycled at an average speed of ${s} km/h for ${hm(t)}. How far did ${name} cycle?`,
      value: d,
      unit: 'km',
      convertibleUnits: { m: 0.001 },
      solution: `${hm(t)} = ${t}/60 h = ${mixedStr(frac(t, 60))} h.\nDistance = speed × time = ${s} × ${mixedStr(frac(t, 60))} = ${fmt(d)} km.`,
    })
  }),
  ...fromTemplate('p6-find-time', 1, (rng) => {
    const s = rng.pick([60, 75, 80, 90])
    const t = rng.pick([20, 40, 48, 36])
    const d = (s * t) / 60
    return numeric({
      difficulty: 2,
      text: `A train travels ${fmt(d)} km at a steady speed of ${s} km/h. How many minutes does the journey take?`,
      value: t,
      unit: 'min',
      convertibleUnits: { h: 60 },
      solution: `Time = distance ÷ speed = ${fmt(d)} ÷ ${s} = ${fmt(d)}/${s} h = ${mixedStr(frac(t, 60))} h.\n${mixedStr(frac(t, 60))} × 60 min = ${t} min.`,
    })
  }),
  ...fromTemplate('p6-average-speed', 2, (rng) => {
    for (;;) {
      const t1 = rng.pick([1, 2, 3])
      const t2 = rng.pick([1, 2])
      const s1 = rng.pick([50, 60, 70, 80, 90])
      const s2 = rng.pick([40, 45, 60, 75])
      const total = s1 * t1 + s2 * t2
      if (total % (t1 + t2) !== 0 || s1 === s2) continue
      const name = rng.pick(['Mr Tan', 'Mrs Devi', 'Mr Lee', 'Ms Wong'])
      return multi({
        difficulty: 3,
        text: `${name} drove ${s1 * t1} km at ${s1} km/h. Then ${name.startsWith('Mr ') ? 'he' : 'she'} drove another ${s2 * t2} km at ${s2} km/h.`,
        parts: [
          numeric({
            difficulty: 2,
            text: 'How many hours did the whole journey take?',
            value: t1 + t2,
            unit: 'h',
            convertibleUnits: { min: 1 / 60 },
            solution: `First part: ${s1 * t1} ÷ ${s1} = ${t1} h.\nSecond part: ${s2 * t2} ÷ ${s2} = ${t2} h.\nTotal time: ${t1} + ${t2} = ${t1 + t2} h.`,
          }),
          numeric({
            difficulty: 3,
            marks: 2,
            text: 'What was the average speed for the whole journey?',
            value: total / (t1 + t2),
            unit: 'km/h',
            solution: `Total distance: ${s1 * t1} + ${s2 * t2} = ${total} km.\nAverage speed = total distance ÷ total time = ${total} ÷ ${t1 + t2} = ${total / (t1 + t2)} km/h.\n(It is not the average of ${s1} and ${s2}, because the car spent different times at each speed.)`,
          }),
        ],
      })
    }
  }),
]

export const mathsP6: BankQuestion[] = [
  ...topic('P6', 'Maths', 'Algebra', algebra),
  ...topic('P6', 'Maths', 'Circles', circles),
  ...topic('P6', 'Maths', 'Ratio', ratio),
  ...topic('P6', 'Maths', 'Percentage', percentage),
  ...topic('P6', 'Maths', 'Speed', speed),
  ...topic('P6', 'Maths', 'Pie Charts', pieCharts),
  ...topic('P6', 'Maths', 'Volume of Liquids', volume),
]
