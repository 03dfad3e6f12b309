import { describe, expect, it } from 'vitest'
import type { NumericKey } from '../../ai/types'
import { createOutputGate } from './output-gate'

const key: NumericKey = { kind: 'numeric', value: 30, unit: '$' }
const question = { text: 'A shirt costs $24 after a 20% discount. What was the price before?', key }

/** Every whole word released as soon as it is whole (no batching), to look at what is checked. */
const EACH_WORD = { minChars: 0, maxHoldMs: 0 }

function run(deltas: string[], guard = question) {
  const released: string[] = []
  const gate = createOutputGate(guard, (d) => released.push(d), EACH_WORD)
  let stop = null
  for (const d of deltas) {
    stop = gate.push(d)
    if (stop) break
  }
  stop ??= gate.finish()
  return { stop, seen: released.join('') }
}

describe('the output gate', () => {
  it('releases whole words only, and all of a reply that passes', () => {
    const { stop, seen } = run(['If 80% ', 'is $2', '4, what ', 'is 1%?'])
    expect(stop).toBeNull()
    expect(seen).toBe('If 80% is $24, what is 1%?')
  })

  it('stops before a number split across deltas reaches the child', () => {
    const { stop, seen } = run(['So the old price ', 'was $', '3', '0 in ', 'the end.'])
    expect(stop).toMatchObject({ reason: 'answer_guard' })
    expect(seen).not.toContain('30')
  })

  it('still sees the answer far into a long reply, and not inside another number', () => {
    const filler = 'Think about what each step tells you. '.repeat(20)
    expect(run([filler, 'The answer is 30 dollars.']).stop).toMatchObject({ reason: 'answer_guard' })
    expect(run([filler, 'It is not 130 but you can check.']).stop).toBeNull()
  })

  it('stops an unsafe reply', () => {
    expect(run(['You should kill yourself'], null as never).stop).toMatchObject({ reason: 'safety' })
  })

  it('releases the first words at once, then batches of words, and never holds words past the wait', async () => {
    const released: string[] = []
    const gate = createOutputGate(null, (d) => released.push(d), { minChars: 20, maxHoldMs: 30 })
    gate.push('Let us ')
    expect(released).toEqual(['Let us '])
    gate.push('think ')
    gate.push('it ')
    expect(released).toHaveLength(1)
    gate.push('through, step by step. ')
    expect(released).toEqual(['Let us ', 'think it through, step by step. '])
    gate.push('What do ')
    expect(released).toHaveLength(2)
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(released.at(-1)).toBe('What do ')
    gate.push('you know?')
    expect(gate.finish()).toBeNull()
    expect(released.join('')).toBe('Let us think it through, step by step. What do you know?')
  })

  it('a held batch that fails its check is never sent, and the next word hears why', async () => {
    const released: string[] = []
    const gate = createOutputGate(question, (d) => released.push(d), { minChars: 100, maxHoldMs: 20 })
    gate.push('Hello ')
    gate.push('the price was $30 ')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(released.join('')).toBe('Hello ')
    expect(gate.push('okay')).toMatchObject({ reason: 'answer_guard' })
  })
})
