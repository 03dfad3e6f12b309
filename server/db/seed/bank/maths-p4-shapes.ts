/** P4 Maths, angles, rectangles and graphs: parametrised from templates, every number computed here. */
import { choice, multi, numeric, text } from './build'
import { fromTemplate, NAMES, numberOptions, wordOptions } from './maths-templates'
import { angleShape, lShape, rectangle } from './svg'
import { lineGraph } from './svg-charts'

const DIRS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west']

function directionAnswers(d: string): string[] {
  const short = d
    .split('-')
    .map((w) => w[0].toUpperCase())
    .join('')
  return d.includes('-') ? [d, d.replace('-', ''), d.replace('-', ' '), short] : [d, short]
}

export const angles = [
  ...fromTemplate('p4-compass', 3, (rng, i) => {
    const name = rng.pick(NAMES)
    const start = rng.int(0, 7)
    const steps = rng.pick([2, 3, 4, 5, 6])
    const clockwise = i % 2 === 0
    const end = (start + (clockwise ? steps : 8 - steps)) % 8
    const deg = steps * 45
    const turn = deg === 90 ? '1/4 turn' : deg === 180 ? '1/2 turn' : deg === 270 ? '3/4 turn' : `${deg}°`
    return text({
      difficulty: 2,
      text: `${name} is facing ${DIRS[start]}. ${name} turns ${turn} ${clockwise ? 'clockwise' : 'anticlockwise'}. Which direction is ${name} facing now?`,
      accepted: directionAnswers(DIRS[end]),
      solution: `On the 8-point compass, each step between two directions next to each other is 45°.\n${turn === `${deg}°` ? '' : `A ${turn} is ${deg}°. `}${deg}° ÷ 45° = ${steps} steps.\nStart at ${DIRS[start]} and count ${steps} steps ${clockwise ? 'clockwise' : 'anticlockwise'}: you reach ${DIRS[end]}.`,
    })
  }),
  ...fromTemplate('p4-turn-degrees', 2, (rng) => {
    const [f, deg] = rng.pick([
      ['1/4', 90],
      ['1/2', 180],
      ['3/4', 270],
    ] as const)
    return numeric({
      difficulty: 1,
      text: `The minute hand of a clock makes a ${f} turn. How many degrees does it turn through?`,
      value: deg,
      unit: '°',
      solution: `A complete turn is 360°.\n${f} of 360° = ${deg}°.`,
    })
  }),
  ...fromTemplate('p4-estimate-angle', 2, (rng) => {
    const deg = rng.pick([30, 40, 50, 60, 70, 110, 120, 130, 140, 150])
    const { options, correct } = numberOptions(deg, [180 - deg, 90, deg < 90 ? 15 : 175], (v) => `${v}°`)
    return choice({
      difficulty: 2,
      text: 'Look at the angle below. Which of these is closest to its size?',
      images: [
        {
          svg: angleShape(deg, `An angle of about ${deg} degrees`),
          alt: `An angle between two arms, about ${deg}°.`,
        },
      ],
      options,
      correct,
      solution: `The angle is ${deg < 90 ? 'smaller than a right angle (90°), so it is acute' : 'bigger than a right angle (90°) but smaller than 180°, so it is obtuse'}.\nCompare it with a right angle: it is about ${deg}°.\nTip: on a protractor, read the scale that starts at 0° on the arm you line up, or you may read ${180 - deg}° by mistake.`,
    })
  }),
  ...fromTemplate('p4-angle-type', 2, (rng) => {
    const deg = rng.pick([35, 55, 90, 125, 145])
    const kind = deg < 90 ? 'an acute angle' : deg === 90 ? 'a right angle' : 'an obtuse angle'
    const { options, correct } = wordOptions(
      rng,
      kind,
      ['an acute angle', 'a right angle', 'an obtuse angle', 'a straight angle'].filter((k) => k !== kind),
    )
    return choice({
      difficulty: 1,
      text: 'What kind of angle is shown below?',
      images: [
        {
          svg: angleShape(deg, 'An angle'),
          alt: `An angle between two arms${deg === 90 ? ', with a square corner mark' : ''}.`,
        },
      ],
      options,
      correct,
      solution: `Acute angles are smaller than 90°, a right angle is exactly 90°, obtuse angles are between 90° and 180°.\nThis angle is ${deg === 90 ? 'marked with a small square, so it is exactly 90°' : deg < 90 ? 'smaller than a right angle' : 'bigger than a right angle but smaller than a straight line'}: it is ${kind}.`,
    })
  }),
]

export const rectanglesAndSquares = [
  ...fromTemplate('p4-rect-perimeter', 2, (rng) => {
    const l = rng.int(8, 25)
    const b = rng.int(3, l - 2)
    return numeric({
      difficulty: 1,
      text: 'Find the perimeter of the rectangle below.',
      images: [
        {
          svg: rectangle(l, b, 'cm', `Rectangle ${l} cm by ${b} cm`),
          alt: `A rectangle ${l} cm long and ${b} cm wide.`,
        },
      ],
      value: 2 * (l + b),
      unit: 'cm',
      solution: `Perimeter = length + breadth + length + breadth\n= ${l} + ${b} + ${l} + ${b}\n= ${2 * (l + b)} cm.`,
    })
  }),
  ...fromTemplate('p4-rect-area', 2, (rng) => {
    const l = rng.int(6, 20)
    const b = rng.int(3, l - 1)
    return numeric({
      difficulty: 1,
      text: 'Find the area of the rectangle below.',
      images: [
        {
          svg: rectangle(l, b, 'cm', `Rectangle ${l} cm by ${b} cm`),
          alt: `A rectangle ${l} cm long and ${b} cm wide.`,
        },
      ],
      value: l * b,
      unit: 'cm²',
      solution: `Area of a rectangle = length × breadth\n= ${l} cm × ${b} cm\n= ${l * b} cm².`,
    })
  }),
  ...fromTemplate('p4-rect-breadth', 2, (rng) => {
    const l = rng.int(8, 16)
    const b = rng.int(3, 9)
    const name = rng.pick(NAMES)
    return numeric({
      difficulty: 2,
      marks: 2,
      text: `${name}'s rectangular garden has an area of ${l * b} m². Its length is ${l} m. What is its perimeter?`,
      value: 2 * (l + b),
      unit: 'm',
      solution: `Breadth = area ÷ length = ${l * b} ÷ ${l} = ${b} m.\nPerimeter = 2 × (${l} + ${b}) = 2 × ${l + b} = ${2 * (l + b)} m.`,
    })
  }),
  ...fromTemplate('p4-square', 1, (rng) => {
    const side = rng.int(5, 14)
    return numeric({
      difficulty: 2,
      marks: 2,
      text: `A square has a perimeter of ${4 * side} cm. What is its area?`,
      value: side * side,
      unit: 'cm²',
      solution: `A square has 4 equal sides.\nOne side = ${4 * side} ÷ 4 = ${side} cm.\nArea = ${side} cm × ${side} cm = ${side * side} cm².`,
    })
  }),
  ...fromTemplate('p4-l-shape', 2, (rng) => {
    const W = rng.int(10, 16)
    const H = rng.int(8, 12)
    const cw = rng.int(3, W - 5)
    const ch = rng.int(3, H - 4)
    const area = W * H - cw * ch
    return multi({
      difficulty: 3,
      text: 'The figure below is made up of rectangles. All the corners are right angles.',
      images: [
        {
          svg: lShape(W, H, cw, ch, 'cm', 'An L-shaped figure'),
          alt: `An L-shaped figure: a ${W} cm by ${H} cm rectangle with a ${cw} cm by ${ch} cm corner cut away.`,
        },
      ],
      parts: [
        numeric({
          difficulty: 3,
          text: 'Find the perimeter of the figure.',
          value: 2 * (W + H),
          unit: 'cm',
          solution: `Add all six sides: ${W - cw} + ${ch} + ${cw} + ${H - ch} + ${W} + ${H} = ${2 * (W + H)} cm.\n(Shortcut: the perimeter is the same as the ${W} cm by ${H} cm rectangle around it: 2 × (${W} + ${H}) = ${2 * (W + H)} cm.)`,
        }),
        numeric({
          difficulty: 3,
          marks: 2,
          text: 'Find the area of the figure.',
          value: area,
          unit: 'cm²',
          solution: `Big rectangle: ${W} × ${H} = ${W * H} cm².\nCut-away corner: ${cw} × ${ch} = ${cw * ch} cm².\nArea = ${W * H} − ${cw * ch} = ${area} cm².`,
        }),
      ],
    })
  }),
]

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']
const DAY_NAMES: Record<string, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
}

export const graphs = [
  ...fromTemplate('p4-visitors-graph', 2, (rng) => {
    let values: number[] = []
    do values = DAYS.map(() => rng.int(2, 10) * 10)
    while (values.filter((v) => v === Math.max(...values)).length > 1)
    const top = values.indexOf(Math.max(...values))
    const others = rng.shuffle([0, 1, 2, 3, 4].filter((d) => d !== top))
    const x = others[0]
    const y = others.find((d) => values[d] !== values[x]) ?? top
    const [hi, lo] = values[x] > values[y] ? [x, y] : [y, x]
    const place = rng.pick(['the school library', 'the science centre', 'the bookshop'])
    return multi({
      difficulty: 2,
      text: `The line graph shows the number of visitors to ${place} from Monday to Friday.`,
      images: [
        {
          svg: lineGraph('Number of visitors', DAYS, values, 100, 10, 'Visitors', 'Day'),
          alt: `Line graph of visitors: ${DAYS.map((d, i) => `${DAY_NAMES[d]} ${values[i]}`).join(', ')}.`,
        },
      ],
      parts: [
        text({
          difficulty: 1,
          text: 'On which day were there the most visitors?',
          accepted: [DAY_NAMES[DAYS[top]], DAYS[top]],
          solution: `The highest point of the graph is above ${DAY_NAMES[DAYS[top]]}, at ${values[top]} visitors.`,
        }),
        numeric({
          difficulty: 2,
          text: `How many more visitors were there on ${DAY_NAMES[DAYS[hi]]} than on ${DAY_NAMES[DAYS[lo]]}?`,
          value: values[hi] - values[lo],
          solution: `${DAY_NAMES[DAYS[hi]]}: ${values[hi]} visitors. ${DAY_NAMES[DAYS[lo]]}: ${values[lo]} visitors.\n${values[hi]} − ${values[lo]} = ${values[hi] - values[lo]} more visitors.`,
        }),
      ],
    })
  }),
  ...fromTemplate('p4-plant-graph', 2, (rng) => {
    const weeks = ['1', '2', '3', '4', '5', '6']
    const values: number[] = []
    let h = 2
    for (const _ of weeks) {
      values.push(h)
      h += rng.int(1, 2) * 2
    }
    const a = rng.int(0, 2)
    const b = rng.int(a + 2, 5)
    const name = rng.pick(NAMES)
    return numeric({
      difficulty: 2,
      text: `${name} measured the height of a bean plant at the end of each week. By how much did the plant grow from the end of Week ${weeks[a]} to the end of Week ${weeks[b]}?`,
      images: [
        {
          svg: lineGraph(
            'Height of bean plant',
            weeks.map((w) => `Wk ${w}`),
            values,
            24,
            2,
            'Height (cm)',
            'Week',
          ),
          alt: `Line graph of plant height: ${weeks.map((w, i) => `week ${w} ${values[i]} cm`).join(', ')}.`,
        },
      ],
      value: values[b] - values[a],
      unit: 'cm',
      solution: `End of Week ${weeks[a]}: ${values[a]} cm. End of Week ${weeks[b]}: ${values[b]} cm.\nGrowth = ${values[b]} − ${values[a]} = ${values[b] - values[a]} cm.`,
    })
  }),
  ...fromTemplate('p4-books-table', 2, (rng, i) => {
    const kids = rng.shuffle(NAMES).slice(0, 4)
    const months = ['March', 'April']
    const rows = kids.map(() => [rng.int(3, 15), rng.int(3, 15)])
    const table = `| Pupil | ${months.join(' | ')} |\n|---|---|---|\n${kids.map((k, r) => `| ${k} | ${rows[r][0]} | ${rows[r][1]} |`).join('\n')}`
    if (i === 0) {
      const total = rows.reduce((s, r) => s + r[0] + r[1], 0)
      return numeric({
        difficulty: 1,
        text: `The table shows the number of books four pupils read in March and April.\n\n${table}\n\nHow many books did the four pupils read altogether in the two months?`,
        value: total,
        solution: `March: ${rows.map((r) => r[0]).join(' + ')} = ${rows.reduce((s, r) => s + r[0], 0)}.\nApril: ${rows.map((r) => r[1]).join(' + ')} = ${rows.reduce((s, r) => s + r[1], 0)}.\nAltogether: ${total} books.`,
      })
    }
    const totals = rows.map((r) => r[0] + r[1])
    const best = Math.max(...totals)
    const worst = Math.min(...totals)
    return numeric({
      difficulty: 2,
      text: `The table shows the number of books four pupils read in March and April.\n\n${table}\n\nFor each pupil, add the books read in the two months. What is the difference between the greatest total and the smallest total?`,
      value: best - worst,
      solution: `Totals: ${kids.map((k, r) => `${k} ${rows[r][0]} + ${rows[r][1]} = ${totals[r]}`).join('; ')}.\nGreatest total ${best}, smallest total ${worst}.\nDifference = ${best} − ${worst} = ${best - worst}.`,
    })
  }),
]
