import type { MarkableQuestion } from '../types'

type Subject = NonNullable<MarkableQuestion['subject']>

// Each group's first entry is the word the marker compares; the rest are symbols, abbreviations and the other
// spelling children meet in textbooks. A question's own synonyms are added to these, never replace them.
const SCIENCE: string[][] = [
  ['carbon dioxide', 'co2', 'carbon dioxide gas'],
  ['oxygen', 'o2', 'oxygen gas'],
  ['water', 'h2o'],
  ['nitrogen', 'n2'],
  ['hydrogen', 'h2'],
  ['water vapour', 'water vapor', 'vapour', 'vapor'],
  ['degrees celsius', '°c', 'deg c'],
  ['fibre', 'fiber'],
  ['aluminium', 'aluminum'],
  ['colour', 'color'],
  ['centre', 'center'],
  ['metre', 'meter'],
  ['litre', 'liter'],
]
const MATHS: string[][] = [
  ['centimetre', 'cm', 'centimeter'],
  ['kilogram', 'kg'],
  ['litre', 'ℓ', 'liter'],
  ['millilitre', 'ml', 'mℓ', 'milliliter'],
  ['perpendicular', 'perp'],
]
const ENGLISH: string[][] = []
const CHINESE: string[][] = []

const BY_SUBJECT: Record<Subject, string[][]> = {
  science: SCIENCE,
  maths: MATHS,
  english: ENGLISH,
  chinese: CHINESE,
}

/**
 * The built-in aliases for a question's subject, then the author's own. With no subject the science list
 * applies: its symbols (CO2, H2O) mean nothing else in a primary-school answer.
 */
export function aliasGroups(subject: MarkableQuestion['subject'], own: string[][] = []): string[][] {
  return [...own, ...(subject ? BY_SUBJECT[subject] : SCIENCE)]
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A function that writes every alias as its group's first entry ("CO2 is released" → "carbon dioxide is …"),
 * built once per question and applied to the answer and to each phrase of the scheme alike.
 */
export function aliasReplacer(groups: string[][]): (text: string) => string {
  const canonicalOf = new Map<string, string>()
  for (const group of groups) {
    const canonical = group[0]?.normalize('NFKC')
    if (!canonical) continue
    for (const member of group) {
      const key = member.normalize('NFKC').toLowerCase()
      if (key && !canonicalOf.has(key)) canonicalOf.set(key, canonical)
    }
  }
  if (canonicalOf.size === 0) return (text) => text
  // One pass, longest first, so "water vapor" is not read again as "water" + "vapor".
  const alternation = [...canonicalOf.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation})(?![\\p{L}\\p{N}])`, 'giu')
  return (text) =>
    text.normalize('NFKC').replace(pattern, (found) => canonicalOf.get(found.toLowerCase()) ?? found)
}
