import { describe, expect, it } from 'vitest'
import { agreement, markAll, quadraticWeightedKappa } from './agreement'
import { HELD_OUT } from './held-out'
import { MATHS } from './objective-maths'
import { CHOICE_AND_TEXT } from './objective-words'
import { OPEN } from './open-science'

const pairs = markAll([...MATHS, ...CHOICE_AND_TEXT, ...OPEN, ...HELD_OUT])
const heldOut = markAll(HELD_OUT)
const objective = pairs.filter((p) => !p.open)
const open = pairs.filter((p) => p.open)
const percent = (x: number) => `${(x * 100).toFixed(1)}%`

describe('agreement with a PSLE examiner, marks written before the engine was run', () => {
  it('prints the figures and holds the bar', () => {
    const qwk = quadraticWeightedKappa(open)
    const disagreements = pairs.filter((p) => p.engine !== p.examiner)
    console.log(
      [
        `answers: ${pairs.length} (objective ${objective.length}, open-ended ${open.length})`,
        `exact agreement: ${percent(agreement(pairs))}`,
        `objective agreement: ${percent(agreement(objective))}`,
        `open-ended exact agreement: ${percent(agreement(open))}`,
        `open-ended quadratic weighted kappa: ${qwk.toFixed(3)}`,
        `held-out set (${heldOut.length} answers written after the engine's fixes): exact ${percent(agreement(heldOut))}`,
        ...disagreements.map(
          (p) => `  examiner ${p.examiner}, engine ${p.engine}: ${p.answer}  [${p.question}]`,
        ),
      ].join('\n'),
    )
    expect(pairs.length).toBeGreaterThanOrEqual(300)
    expect(agreement(objective)).toBeGreaterThanOrEqual(0.97)
    expect(qwk).toBeGreaterThanOrEqual(0.85)
  })

  it('never gives more than the question is worth, and nothing to an injection', () => {
    for (const p of pairs) expect(p.engine).toBeGreaterThanOrEqual(0)
    const injections = pairs.filter((p) => /ignore the|award full|give me \d|system:/i.test(p.answer))
    for (const p of injections) expect(p.engine).toBeLessThanOrEqual(p.examiner)
  })
})

describe('quadratic weighted kappa', () => {
  const pair = (examiner: number, engine: number) => ({
    examiner,
    engine,
    open: true,
    answer: '',
    question: '',
  })
  it('is 1 for perfect agreement and falls with the size of disagreements', () => {
    expect(quadraticWeightedKappa([pair(0, 0), pair(1, 1), pair(2, 2)])).toBe(1)
    const near = quadraticWeightedKappa([pair(0, 0), pair(1, 2), pair(2, 2), pair(1, 1)])
    const far = quadraticWeightedKappa([pair(0, 2), pair(1, 1), pair(2, 2), pair(1, 1)])
    expect(near).toBeGreaterThan(far)
  })
})
