import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { questions } from '../../db/schema'
import '../../db/seed/bank'
import { type Draft, templatePlacements } from '../../db/seed/bank/build'
import { NAMES, TEMPLATES, type TemplateMaker } from '../../db/seed/bank/maths-templates'
import { makeRng, type Rng } from '../../db/seed/bank/util'
import { learnerQuestionScope } from '../questions/access'
import type { GenerationPlan, Topic } from './plan'
import { wordsOf } from './plan'

/** A new question drawn for a run: written as a new question when the teacher's worksheet is saved. */
export type DrawnQuestion = { kind: 'draft'; draft: Draft; topic: Topic; by: 'template' | 'model' }
/** A bank question adapted for the run (names changed, options reordered): copied as a new question. */
export type AdaptedQuestion = { kind: 'bank'; questionId: number; questionTypeId: number; rng: Rng }
export type Candidate = DrawnQuestion | AdaptedQuestion

type Template = { name: string; make: TemplateMaker; topic: Topic }

/** The bank's Maths templates for the plan's level and topics (ADR 0054). */
export function templatesFor(plan: GenerationPlan): Template[] {
  const out: Template[] = []
  for (const [name, make] of TEMPLATES) {
    const where = templatePlacements.get(name)
    const topic = where && plan.topics.find((t) => t.name === where.topic)
    if (where && topic && where.level === plan.level && where.subject === plan.subject)
      out.push({ name, make, topic })
  }
  return out
}

/**
 * New questions from the parametrised templates: the templates taken in turn (shuffled per run, so two runs
 * differ), each draw with its own seed, a draw that repeats the run or misses the difficulty drawn again.
 */
export function templateDrawer(plan: GenerationPlan, seed: string) {
  const templates = makeRng(seed).shuffle(templatesFor(plan))
  if (!templates.length) return null
  return (index: number, attempt: number, seen: Set<string>): DrawnQuestion | null => {
    for (let tries = 0; tries < 12; tries++) {
      const t = templates[(index + attempt + tries) % templates.length]
      const draft = t.make(makeRng(`${seed}:${index}:${attempt}:${tries}`), index)
      const loose = tries >= 8 // a narrow topic may have no template of the wanted difficulty
      if (seen.has(draft.text) || (!loose && !plan.difficulties.includes(draft.difficulty))) continue
      return { kind: 'draft', draft, topic: t.topic, by: 'template' }
    }
    return null
  }
}

/**
 * Bank questions of the plan's topics, the ones that share most words with the request first; the run takes
 * them in turn and adapts each copy.
 */
export async function bankPicker(db: Executor, plan: GenerationPlan, seed: string) {
  const topicIds = plan.topics.map((t) => t.id)
  if (!topicIds.length) return null
  const rows = await db
    .select({ id: questions.id, text: questions.text, type: questions.questionTypeId })
    .from(questions)
    .where(
      and(
        eq(questions.courseId, plan.courseId),
        inArray(questions.topicId, topicIds),
        isNull(questions.parentId),
        eq(questions.needApprove, false),
        learnerQuestionScope({ schoolId: plan.schoolId }),
      ),
    )
  if (!rows.length) return null
  const keywords = new Set(plan.keywords)
  const rng = makeRng(seed)
  const ranked = rng
    .shuffle(rows)
    .map((r) => ({ ...r, score: wordsOf(r.text).filter((w) => keywords.has(w)).length }))
    .sort((a, b) => b.score - a.score)
  return (index: number, _attempt: number, seen: Set<string>): AdaptedQuestion | null => {
    const fresh = ranked.filter((r) => !seen.has(`bank:${r.id}`))
    const pool = fresh.length ? fresh : ranked
    const pick = pool[index % pool.length]
    seen.add(`bank:${pick.id}`)
    return {
      kind: 'bank',
      questionId: pick.id,
      questionTypeId: pick.type,
      rng: makeRng(`${seed}:bank:${index}`),
    }
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The children's names in a text, each swapped for another name the same way everywhere it appears. */
export function renamer(rng: Rng, texts: string[]) {
  const joined = texts.join('\n')
  const used = NAMES.filter((n) => new RegExp(`\\b${escapeRegExp(n)}\\b`).test(joined))
  const free = rng.shuffle(NAMES.filter((n) => !used.includes(n)))
  const swaps = used.map((n, i) => [n, free[i % free.length]] as const)
  return (text: string) =>
    swaps.reduce((t, [from, to]) => t.replace(new RegExp(`\\b${escapeRegExp(from)}\\b`, 'g'), to), text)
}
