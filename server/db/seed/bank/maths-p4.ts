/** P4 Maths: parametrised from templates, every number computed here. */
import { choice, multi, numeric, topic } from './build'
import { angles, graphs, rectanglesAndSquares } from './maths-p4-shapes'
import { fromTemplate, NAMES, numberOptions, twoNames } from './maths-templates'
import { barModel } from './svg-charts'
import type { BankQuestion } from './types'
import { commas, factorsOf, fmt, frac, fracStr, gcd, lcm, mixedStr, money, plural } from './util'

const PLACES = ['ones', 'tens', 'hundreds', 'thousands', 'ten thousands']

const wholeNumbers = [
  ...fromTemplate('p4-round', 3, (rng, i) => {
    const to = [1000, 100, 10][i % 3]
    const placeName = { 1000: 'thousand', 100: 'hundred', 10: 'ten' }[to]
    const value = rng.int(10001, 99989)
    const rounded = Math.round(value / to) * to
    const digit = Math.floor(value / (to / 10)) % 10
    const nextPlace = PLACES[Math.log10(to) - 1]
    return numeric({
      difficulty: 1,
      text: `Round ${commas(value)} to the nearest ${placeName}.`,
      value: rounded,
      decimalPlaces: 0,
      answer: commas(rounded),
      model: String(rounded),
      solution: [
        `We round to the nearest ${placeName}, so look at the digit in the ${nextPlace} place of ${commas(value)}: it is ${digit}.`,
        digit >= 5 ? `${digit} is 5 or more, so we round up.` : `${digit} is less than 5, so we round down.`,
        `${commas(value)} ≈ ${commas(rounded)}.`,
      ].join('\n'),
    })
  }),
  ...fromTemplate('p4-place-value', 2, (rng) => {
    const digits = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 5)
    const value = Number(digits.join(''))
    const pos = rng.int(1, 3) // 0 = ten thousands … 4 = ones; pick thousands, hundreds or tens
    const d = digits[pos]
    const power = 10 ** (4 - pos)
    const { options, correct } = numberOptions(d * power, [d * power * 10, d * (power / 10), d], commas)
    return choice({
      difficulty: 1,
      text: `In the number ${commas(value)}, what is the value of the digit ${d}?`,
      options,
      correct,
      solution: `The digit ${d} is in the ${PLACES[4 - pos]} place.\nSo its value is ${d} × ${commas(power)} = ${commas(d * power)}.`,
    })
  }),
  ...fromTemplate('p4-multiply', 2, (rng) => {
    const ctx = rng.pick([
      ['pencils', 'carton', 'cartons'],
      ['buttons', 'box', 'boxes'],
      ['stickers', 'packet', 'packets'],
      ['paper clips', 'tub', 'tubs'],
    ])
    const a = rng.int(1012, 2475)
    const b = rng.int(3, 9)
    return numeric({
      difficulty: 2,
      marks: 2,
      text: `A shop packs ${commas(a)} ${ctx[0]} in each ${ctx[1]}. How many ${ctx[0]} are there in ${b} ${ctx[2]}?`,
      value: a * b,
      answer: commas(a * b),
      model: String(a * b),
      solution: `Each ${ctx[1]} has ${commas(a)} ${ctx[0]}. There are ${b} ${ctx[2]}.\nMultiply: ${commas(a)} × ${b} = ${commas(a * b)}.\nThere are ${commas(a * b)} ${ctx[0]}.`,
    })
  }),
  ...fromTemplate('p4-divide-remainder', 2, (rng) => {
    const name = rng.pick(NAMES)
    const groups = rng.int(3, 9)
    const each = rng.int(12, 90)
    const left = rng.int(1, groups - 1)
    const total = groups * each + left
    return multi({
      difficulty: 2,
      text: `${name} has ${total} stickers. ${name} gives them out equally to ${groups} friends and keeps the stickers that are left over.`,
      parts: [
        numeric({
          difficulty: 2,
          text: 'How many stickers does each friend get?',
          value: each,
          solution: `${total} ÷ ${groups} = ${each} remainder ${left}.\nEach friend gets ${each} stickers.`,
        }),
        numeric({
          difficulty: 2,
          text: `How many stickers does ${name} keep?`,
          value: left,
          solution: `${groups} × ${each} = ${groups * each} stickers are given out.\n${total} − ${groups * each} = ${left}. ${name} keeps ${plural(left, 'sticker')} (the remainder).`,
        }),
      ],
    })
  }),
]

const factorsAndMultiples = [
  ...fromTemplate('p4-count-factors', 2, (rng) => {
    const N = rng.pick([12, 18, 20, 24, 28, 30, 32, 36, 40, 42, 45, 48])
    const fs = factorsOf(N)
    const pairs = fs.filter((f) => f * f <= N).map((f) => `${f} × ${N / f}`)
    return numeric({
      difficulty: 2,
      text: `How many factors does ${N} have?`,
      value: fs.length,
      solution: `Find the pairs of numbers that multiply to give ${N}:\n${pairs.join(', ')}.\nThe factors are ${fs.join(', ')}.\nCount them: ${N} has ${fs.length} factors.`,
    })
  }),
  ...fromTemplate('p4-common-factor', 2, (rng) => {
    const g = rng.pick([3, 4, 6, 7, 8, 9])
    let [x, y] = [2, 3]
    do {
      x = rng.int(2, 7)
      y = rng.int(2, 7)
    } while (x === y || gcd(x, y) !== 1)
    const a = g * x
    const b = g * y
    const fa = factorsOf(a)
    const fb = factorsOf(b)
    const onlyOne = [...fa.filter((f) => !fb.includes(f)), ...fb.filter((f) => !fa.includes(f))].filter(
      (f) => f > 1,
    )
    const neither = [5, 7, 10, 11, 13, 14, 15].filter((v) => a % v !== 0 && b % v !== 0)
    const distractors = [...rng.shuffle(onlyOne), ...neither].slice(0, 3)
    const { options, correct } = numberOptions(g, distractors)
    const common = fa.filter((f) => fb.includes(f))
    return choice({
      difficulty: 2,
      text: `Which of the following is a common factor of ${a} and ${b}?`,
      options,
      correct,
      solution: `Factors of ${a}: ${fa.join(', ')}.\nFactors of ${b}: ${fb.join(', ')}.\nThe common factors are ${common.join(', ')}.\nOf the options, only ${g} is a factor of both numbers.`,
    })
  }),
  ...fromTemplate('p4-first-common-multiple', 2, (rng) => {
    let a = 0
    let b = 0
    do {
      a = rng.int(3, 9)
      b = rng.int(4, 12)
    } while (a === b || b % a === 0 || a % b === 0)
    const m = lcm(a, b)
    const list = (k: number) => Array.from({ length: m / k }, (_, i) => k * (i + 1)).join(', ')
    return numeric({
      difficulty: 2,
      text: `What is the first common multiple of ${a} and ${b}?`,
      value: m,
      solution: `List the multiples of each number until one appears in both lists.\nMultiples of ${a}: ${list(a)}\nMultiples of ${b}: ${list(b)}\nThe first common multiple is ${m}.`,
    })
  }),
  ...fromTemplate('p4-bus-multiple', 1, (rng) => {
    const a = rng.pick([6, 8, 10, 12])
    const b = rng.pick([9, 15, 20])
    const m = lcm(a, b)
    return numeric({
      difficulty: 3,
      marks: 2,
      text: `Bus A leaves the interchange every ${a} minutes. Bus B leaves every ${b} minutes. Both buses leave together at 7.00 a.m. After how many minutes will they next leave together?`,
      value: m,
      unit: 'min',
      answer: `${m} min`,
      solution: `Bus A leaves after ${a}, ${2 * a}, ${3 * a}, … minutes (multiples of ${a}).\nBus B leaves after ${b}, ${2 * b}, ${3 * b}, … minutes (multiples of ${b}).\nThe first common multiple of ${a} and ${b} is ${m}.\nThey next leave together after ${m} minutes.`,
    })
  }),
  ...fromTemplate('p4-not-multiple', 1, (rng) => {
    const k = rng.int(6, 9)
    const picks = rng.shuffle([3, 4, 5, 6, 7, 8, 9, 11, 12]).slice(0, 4)
    const multiples = picks.slice(0, 3).map((p) => p * k)
    const odd = picks[3] * k + rng.pick([1, 2, -1])
    const { options, correct } = numberOptions(odd, multiples)
    return choice({
      difficulty: 1,
      text: `Which of the following is NOT a multiple of ${k}?`,
      options,
      correct,
      solution: `A multiple of ${k} can be divided by ${k} exactly.\n${multiples.map((m) => `${m} = ${k} × ${m / k}`).join('\n')}\n${odd} ÷ ${k} = ${Math.floor(odd / k)} remainder ${odd % k}, so ${odd} is not a multiple of ${k}.`,
    })
  }),
]

const fractions = [
  ...fromTemplate('p4-equivalent', 2, (rng) => {
    let a = 1
    let b = 2
    do {
      b = rng.int(3, 9)
      a = rng.int(1, b - 1)
    } while (gcd(a, b) !== 1)
    const m = rng.int(2, 6)
    return numeric({
      difficulty: 1,
      text: `Find the missing number: ${a}/${b} = ?/${b * m}`,
      value: a * m,
      solution: `The denominator ${b} was multiplied by ${m} to get ${b * m}.\nDo the same to the numerator: ${a} × ${m} = ${a * m}.\nSo ${a}/${b} = ${a * m}/${b * m}.`,
    })
  }),
  ...fromTemplate('p4-mixed-to-improper', 2, (rng) => {
    let n = 1
    let d = 2
    do {
      d = rng.int(3, 9)
      n = rng.int(1, d - 1)
    } while (gcd(n, d) !== 1)
    const w = rng.int(1, 4)
    const top = w * d + n
    return numeric({
      difficulty: 1,
      text: `Write ${w} ${n}/${d} as an improper fraction.`,
      value: top / d,
      forms: ['fraction'],
      answer: `${top}/${d}`,
      solution: `Each whole is ${d}/${d}, so ${w} wholes = ${w} × ${d} = ${w * d} parts of ${d}: ${w * d}/${d}.\nAdd the ${n}/${d}: ${w * d} + ${n} = ${top}.\nSo ${w} ${n}/${d} = ${top}/${d}.`,
    })
  }),
  ...fromTemplate('p4-add-related', 2, (rng) => {
    const b = rng.pick([2, 3, 4, 5])
    const m = rng.pick([2, 3]) as number
    const d = b * m
    const a = rng.int(1, b - 1)
    let c = 1
    do c = rng.int(1, d - 1)
    while (gcd(c, d) !== 1)
    const sum = frac(a * m + c, d)
    return numeric({
      difficulty: 2,
      marks: 2,
      text: `Find the value of ${a}/${b} + ${c}/${d}. Give your answer in its simplest form.`,
      value: sum.n / sum.d,
      requireSimplest: true,
      answer: mixedStr(sum),
      solution: `Change ${a}/${b} into ${d}ths: ${a}/${b} = ${a * m}/${d}.\n${a * m}/${d} + ${c}/${d} = ${a * m + c}/${d}.\n${a * m + c}/${d} in its simplest form is ${mixedStr(sum)}.`,
    })
  }),
  ...fromTemplate('p4-subtract', 2, (rng) => {
    const b = rng.pick([2, 3, 4])
    const m = rng.pick([2, 3]) as number
    const d = b * m
    const a = rng.int(1, b - 1)
    let c = 1
    do c = rng.int(1, d - 1)
    while (c >= a * m || gcd(c, d) !== 1)
    const diff = frac(a * m - c, d)
    return numeric({
      difficulty: 2,
      text: `Find the value of ${a}/${b} − ${c}/${d}. Give your answer in its simplest form.`,
      value: diff.n / diff.d,
      requireSimplest: true,
      answer: fracStr(diff),
      solution: `Change ${a}/${b} into ${d}ths: ${a}/${b} = ${a * m}/${d}.\n${a * m}/${d} − ${c}/${d} = ${a * m - c}/${d}.\nIn its simplest form: ${fracStr(diff)}.`,
    })
  }),
  ...fromTemplate('p4-fraction-of-set', 2, (rng) => {
    const name = rng.pick(NAMES)
    const d = rng.pick([3, 4, 5, 6, 8])
    let a = 1
    do a = rng.int(1, d - 1)
    while (gcd(a, d) !== 1)
    const k = rng.int(3, 9)
    const total = d * k
    return numeric({
      difficulty: 1,
      text: `${name} has ${total} marbles. ${a}/${d} of them are blue. How many blue marbles does ${name} have?`,
      value: a * k,
      solution: `Split ${total} marbles into ${d} equal groups: ${total} ÷ ${d} = ${k} marbles in 1 group.\n${a}/${d} is ${a} group${a > 1 ? 's' : ''}: ${a} × ${k} = ${a * k}.\n${name} has ${a * k} blue marbles.`,
    })
  }),
  ...fromTemplate('p4-shaded-bar', 1, (rng) => {
    const d = rng.pick([6, 8, 10, 12])
    let s = 2
    do s = rng.int(2, d - 2)
    while (gcd(s, d) === 1)
    const f = frac(s, d)
    return numeric({
      difficulty: 1,
      text: 'The bar below is divided into equal parts. What fraction of the bar is shaded? Give your answer in its simplest form.',
      images: [
        {
          svg: barModel([{ name: 'Bar', units: d, shaded: s }], `A bar of ${d} equal parts with ${s} shaded`),
          alt: `A bar cut into ${d} equal parts; ${s} parts are shaded.`,
        },
      ],
      value: f.n / f.d,
      forms: ['fraction'],
      requireSimplest: true,
      answer: fracStr(f),
      solution: `${s} out of ${d} equal parts are shaded: ${s}/${d}.\nDivide the numerator and denominator by ${gcd(s, d)}: ${s}/${d} = ${fracStr(f)}.`,
    })
  }),
]

const decimals = [
  ...fromTemplate('p4-fraction-to-decimal', 2, (rng) => {
    const d = rng.pick([4, 5, 20, 25, 50])
    let n = 1
    do n = rng.int(1, d - 1)
    while (gcd(n, d) !== 1)
    const to = d <= 10 && 10 % d === 0 ? 10 : 100
    const m = to / d
    return numeric({
      difficulty: 1,
      text: `Write ${n}/${d} as a decimal.`,
      value: n / d,
      forms: ['decimal'],
      solution: `Make the denominator ${to}: multiply the top and bottom by ${m}.\n${n}/${d} = ${n * m}/${to} = ${fmt(n / d)}.`,
    })
  }),
  ...fromTemplate('p4-round-decimal', 2, (rng, i) => {
    let h = 0
    let r = 0
    const toOne = i === 0
    do {
      h = rng.int(101, 9999)
      r = toOne ? Math.round(h / 10) : Math.round(h / 100)
    } while (h % 10 === 0 || (toOne && r % 10 === 0))
    const x = h / 100
    const result = toOne ? r / 10 : r
    const look = toOne ? h % 10 : Math.floor(h / 10) % 10
    return numeric({
      difficulty: 1,
      text: `Round ${x.toFixed(2)} to ${toOne ? '1 decimal place' : 'the nearest whole number'}.`,
      value: result,
      decimalPlaces: toOne ? 1 : 0,
      solution: `Look at the ${toOne ? 'hundredths' : 'tenths'} digit of ${x.toFixed(2)}: it is ${look}.\n${look >= 5 ? `${look} is 5 or more, so round up.` : `${look} is less than 5, so round down.`}\n${x.toFixed(2)} ≈ ${fmt(result)}.`,
    })
  }),
  ...fromTemplate('p4-money-change', 2, (rng) => {
    const name = rng.pick(NAMES)
    const [i1, i2] = rng.shuffle([
      'a storybook',
      'a file',
      'a packet of crayons',
      'a ruler',
      'a water bottle',
      'a pencil case',
    ])
    const c1 = rng.int(120, 695) * 1
    const c2 = rng.int(45, 380)
    const total = c1 + c2
    const note = total < 1000 ? 1000 : 2000
    return numeric({
      difficulty: 2,
      marks: 2,
      text: `${name} bought ${i1} for ${money(c1 / 100)} and ${i2} for ${money(c2 / 100)}. ${name} paid with a ${money(note / 100)} note. How much change did ${name} get?`,
      value: (note - total) / 100,
      unit: '$',
      solution: `Total cost: ${money(c1 / 100)} + ${money(c2 / 100)} = ${money(total / 100)}.\nChange: ${money(note / 100)} − ${money(total / 100)} = ${money((note - total) / 100)}.`,
    })
  }),
  ...fromTemplate('p4-decimal-times', 2, (rng) => {
    const len = rng.int(105, 395) / 100
    const k = rng.int(3, 8)
    const total = Math.round(len * 100 * k) / 100
    return numeric({
      difficulty: 2,
      text: `A piece of ribbon is ${len.toFixed(2)} m long. Siti buys ${k} such pieces. What is the total length of the ribbons?`,
      value: total,
      unit: 'm',
      convertibleUnits: { cm: 0.01 },
      solution: `${len.toFixed(2)} m × ${k} = ${fmt(total)} m.\n(You can check in cm: ${Math.round(len * 100)} cm × ${k} = ${Math.round(len * 100) * k} cm = ${fmt(total)} m.)`,
    })
  }),
  ...fromTemplate('p4-decimal-share', 2, (rng) => {
    const k = rng.int(3, 8)
    const each = rng.int(115, 860) / 100
    const total = Math.round(each * 100 * k) / 100
    const [a] = twoNames(rng)
    return numeric({
      difficulty: 2,
      text: `${a} shared ${money(total)} equally among ${k} friends. How much money did each friend get?`,
      value: each,
      unit: '$',
      solution: `${money(total)} ÷ ${k} = ${money(each)}.\n(In cents: ${Math.round(total * 100)} ¢ ÷ ${k} = ${Math.round(each * 100)} ¢.)\nEach friend got ${money(each)}.`,
    })
  }),
]

export const mathsP4: BankQuestion[] = [
  ...topic('P4', 'Maths', 'Whole Numbers', wholeNumbers),
  ...topic('P4', 'Maths', 'Factors and Multiples', factorsAndMultiples),
  ...topic('P4', 'Maths', 'Fractions', fractions),
  ...topic('P4', 'Maths', 'Decimals', decimals),
  ...topic('P4', 'Maths', 'Angles and Turns', angles),
  ...topic('P4', 'Maths', 'Rectangles and Squares', rectanglesAndSquares),
  ...topic('P4', 'Maths', 'Tables and Line Graphs', graphs),
]
