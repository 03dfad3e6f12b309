import { asc, inArray } from 'drizzle-orm'
import type { AnswerKey, StudentAnswer } from '../../ai/types'
import type { Executor } from '../client'
import { questions } from '../schema'
import { bank } from './bank/index'

/**
 * Answers a child might give, for the benchmarks' simulated classes and the demo family's practice history:
 * about 60% right (from the bank's model answers), the rest a slip, another option or a partial open answer.
 */

export type KeyedQuestion = {
  id: number
  ref: string | null
  key: AnswerKey
  parts: { id: number; ref: string | null; key: AnswerKey }[]
}

export type SimulatedAnswer = { value?: string; selected_option_id?: number }

/** Each question's answer key and its parts', by question id. */
export async function loadKeys(db: Executor, ids: number[]): Promise<Map<number, KeyedQuestion>> {
  const rows = await db
    .select({ id: questions.id, ref: questions.ref, key: questions.answerKey, parentId: questions.parentId })
    .from(questions)
    .where(inArray(questions.id, ids))
  const parts = await db
    .select({ id: questions.id, ref: questions.ref, key: questions.answerKey, parentId: questions.parentId })
    .from(questions)
    .where(inArray(questions.parentId, ids))
    .orderBy(asc(questions.partOrder))
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, ref: r.ref, key: r.key, parts: parts.filter((p) => p.parentId === r.id) },
    ]),
  )
}

const modelAnswerOf = new Map<string, StudentAnswer>(
  bank.questions.flatMap((q) => [
    [q.ref, q.modelAnswer] as const,
    ...(q.parts ?? []).map((p) => [p.ref, p.modelAnswer] as const),
  ]),
)

/** A wrong answer of the kind a child gives: a slip in a number, another option, a guess. */
function wrongValue(key: AnswerKey, rnd: () => number): string {
  switch (key.kind) {
    case 'numeric': {
      const slip = key.value + Math.max(1, (key.tolerance ?? 0) * 4) * (rnd() < 0.5 ? 1 : -1)
      return `${Number(slip.toFixed(4))}${key.unit ? ` ${key.unit}` : ''}`
    }
    case 'choice':
      return key.options.find((o) => !key.correct.includes(o.id))?.text ?? 'not sure'
    case 'text':
      return 'I am not sure'
    default:
      return 'I think it is because of the weather.'
  }
}

/** Half the model answer's words: an open answer that meets some of the scheme, not all. */
const partOf = (text: string) => {
  const words = text.split(/\s+/)
  return words.slice(0, Math.max(1, Math.ceil(words.length / 2))).join(' ')
}

function rightValue(ref: string | null, key: AnswerKey): string {
  const model = ref ? modelAnswerOf.get(ref) : undefined
  if (model?.value) return model.value
  if (key.kind === 'choice') return key.options.find((o) => key.correct.includes(o.id))?.text ?? ''
  if (key.kind === 'numeric') return `${key.value}${key.unit ? ` ${key.unit}` : ''}`
  if (key.kind === 'text') return key.accepted[0] ?? ''
  return ''
}

/** About 60% right, the rest wrong or (open answers) partly right; deterministic per student. */
export function answerFor(q: KeyedQuestion, rnd: () => number): SimulatedAnswer {
  const roll = rnd()
  const right = roll < 0.6
  if (q.parts.length) {
    const parts = Object.fromEntries(
      q.parts.map((p) => [String(p.id), rnd() < 0.6 ? rightValue(p.ref, p.key) : wrongValue(p.key, rnd)]),
    )
    return { value: JSON.stringify(parts) }
  }
  const { key } = q
  if (key.kind === 'choice') {
    const model = q.ref ? modelAnswerOf.get(q.ref) : undefined
    const correct = model?.selectedOptionIds?.[0] ?? key.correct[0]
    const wrong = key.options.filter((o) => !key.correct.includes(o.id))
    const pick = right || !wrong.length ? correct : wrong[Math.floor(rnd() * wrong.length)].id
    return { selected_option_id: pick }
  }
  if (key.kind === 'open') {
    const full = rightValue(q.ref, key)
    return { value: right ? full : roll < 0.85 ? partOf(full) : wrongValue(key, rnd) }
  }
  return { value: right ? rightValue(q.ref, key) : wrongValue(key, rnd) }
}
