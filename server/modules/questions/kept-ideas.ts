import type { Criterion } from '../../ai/types'
import type { questions } from '../../db/schema'
import { criteriaFromScheme } from './marking-scheme'

type QuestionRow = typeof questions.$inferSelect
const norm = (phrase: string) => phrase.trim().toLowerCase()

/**
 * An edited scheme's criteria with what its text could not show kept: a stored criterion may accept more words
 * for a key idea than its scheme line names (the bank writes only the first, "water vapour" for "water vapour /
 * water vapor / vapour"), and may name misconceptions that cancel it. A key idea the teacher keeps (any word of it
 * still written) keeps those unseen words; a criterion whose description stays keeps its misconceptions. What the
 * line showed is the teacher's to change: a word they removed stays removed.
 */
export function keepUnseenIdeas(criteria: Criterion[], old: QuestionRow | null | undefined): Criterion[] {
  const stored = old?.answerKey?.kind === 'open' ? old.answerKey.criteria : []
  const shown = criteriaFromScheme(old?.markingScheme)
  // Without a line for each stored criterion, which line showed which criterion cannot be told.
  if (!stored.length || stored.length !== shown.length) return criteria
  const unseen = stored.flatMap((c, i) =>
    c.concepts.length === shown[i].concepts.length
      ? c.concepts.map((group, j) => {
          const seen = new Set(shown[i].concepts[j].map(norm))
          return { seen, hidden: group.filter((p) => !seen.has(norm(p))) }
        })
      : [],
  )
  const misconceptions = new Map(
    stored.map((c, i) => [norm(shown[i].description), c.misconceptions ?? []] as const),
  )
  return criteria.map((c) => {
    const concepts = c.concepts.map((group) => {
      const kept = unseen.find((u) => u.hidden.length && group.some((p) => u.seen.has(norm(p))))
      if (!kept) return group
      const written = new Set(group.map(norm))
      return [...group, ...kept.hidden.filter((p) => !written.has(norm(p)))]
    })
    const cancels = misconceptions.get(norm(c.description)) ?? []
    return cancels.length ? { ...c, concepts, misconceptions: cancels } : { ...c, concepts }
  })
}
