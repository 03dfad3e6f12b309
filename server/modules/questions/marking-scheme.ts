import type { Criterion } from '../../ai/types'

const LINE = /^\s*[-*•]\s*(\d+(?:\.\d+)?)\s*marks?\s*[:–—-]\s*(.+?)\s*$/i
const IDEAS = /\(\s*(?:key ideas?|keywords?)\s*:\s*([^)]*)\)\s*$/i

/**
 * Criteria an author writes one per line of the marking scheme:
 *
 *   - 1 mark: The water evaporates (key ideas: evaporate / evaporation + heat / warm)
 *
 * The marks and a description; optionally the key ideas, `+` between ideas that must all appear and `/`
 * between words that mean the same. A line without key ideas is a criterion a teacher (or the model) judges.
 */
export function criteriaFromScheme(scheme: string | null | undefined) {
  const criteria: Criterion[] = []
  for (const line of (scheme ?? '').split(/\r?\n/)) {
    const match = LINE.exec(line)
    if (!match) continue
    const ideas = IDEAS.exec(match[2])
    const description = (ideas ? match[2].slice(0, ideas.index) : match[2]).trim()
    const concepts = (ideas?.[1] ?? '')
      .split(/[+;]/)
      .map((group) =>
        group
          .split(/[/|]/)
          .map((phrase) => phrase.trim())
          .filter(Boolean),
      )
      .filter((group) => group.length)
    criteria.push({ id: `c${criteria.length + 1}`, marks: Number(match[1]), description, concepts })
  }
  return criteria
}

export const markWord = (n: number) => (n === 1 ? '1 mark' : `${n} marks`)
