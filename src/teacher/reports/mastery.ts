// How well a topic is known, as bands a teacher reads at a glance: a colour, an icon shape and a word, never colour alone.

export type Band = 'secure' | 'developing' | 'needs-help' | 'none'

export const BANDS: { band: Exclude<Band, 'none'>; label: string; range: string }[] = [
  { band: 'secure', label: 'Secure', range: '80% or more' },
  { band: 'developing', label: 'Developing', range: '50–79%' },
  { band: 'needs-help', label: 'Needs help', range: 'under 50%' },
]

export function bandOf(percent: number | null | undefined): Band {
  if (percent === null || percent === undefined) return 'none'
  if (percent >= 80) return 'secure'
  if (percent >= 50) return 'developing'
  return 'needs-help'
}

export const bandLabel = (band: Band) => BANDS.find((b) => b.band === band)?.label ?? 'No answers yet'

export const percentText = (percent: number | null | undefined) =>
  percent === null || percent === undefined ? '—' : `${Math.round(percent)}%`
