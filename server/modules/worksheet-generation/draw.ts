import { setTimeout as sleep } from 'node:timers/promises'
import type { AppContext } from '../../context'
import { badRequest } from '../../errors'
import { checkWithMarker } from './check'
import type { ModelWriter } from './model'
import { bankPicker, type Candidate, templateDrawer } from './offline'
import type { GenerationPlan } from './plan'

/** Called after each question; it throws to stop the run (a cancel). */
export type OnStep = (done: number) => Promise<void>

/**
 * `count` questions for a plan: the model's when one is configured (each checked by the marker), else, or when
 * it fails, new ones from the Maths templates (checked too), else adapted bank questions. Stops between
 * questions when `signal` aborts or `onStep` throws.
 */
export async function drawQuestions(
  ctx: AppContext,
  plan: GenerationPlan,
  count: number,
  seed: string,
  opts: { signal: AbortSignal; onStep: OnStep; model?: ModelWriter | null; paceMs?: number },
): Promise<Candidate[]> {
  const templates = templateDrawer(plan, seed)
  const bank = templates ? null : await bankPicker(ctx.db, plan, seed)
  if (!templates && !bank && !opts.model)
    throw badRequest(
      `There are no questions for ${plan.topics.map((t) => t.name).join(', ') || 'this course'} to work from yet. Choose another topic, or write the questions in the creator.`,
    )
  const seen = new Set<string>()
  const out: Candidate[] = []
  for (let i = 0; i < count; i++) {
    opts.signal.throwIfAborted()
    let picked: Candidate | null = null
    if (opts.model) {
      picked = await opts.model(
        plan,
        i,
        count,
        out.flatMap((c) => (c.kind === 'draft' ? [c.draft.text] : [])),
        opts.signal,
      )
      if (picked && seen.has(picked.draft.text)) picked = null
    }
    for (let attempt = 0; !picked && templates && attempt < 5; attempt++) {
      const drawn = templates(i, attempt, seen)
      if (drawn && checkWithMarker(drawn.draft).ok) picked = drawn
    }
    if (!picked && bank) picked = bank(i, 0, seen)
    if (!picked)
      throw badRequest(
        'The generator could not write enough questions for this request. Ask for fewer, or widen the topic.',
      )
    if (picked.kind === 'draft') seen.add(picked.draft.text)
    out.push(picked)
    if (!opts.model && opts.paceMs) await sleep(opts.paceMs, undefined, { signal: opts.signal })
    await opts.onStep(i + 1)
  }
  return out
}
