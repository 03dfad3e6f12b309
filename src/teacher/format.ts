import type { Level } from '../api/children'

export const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim()

export const levelName = (levels: Level[], id: number | null) =>
  id == null ? '—' : (levels.find((level) => level.id === id)?.name ?? `Level ${id}`)

export const levelOptions = (levels: Level[]) =>
  levels.map((level) => ({ value: String(level.id), label: level.name.replace(/^P(\d)$/, 'Primary $1') }))

/** Case- and accent-blind: "zoe" finds "Zoë". */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()

export const matches = (search: string, ...texts: (string | null)[]) => {
  const wanted = fold(search)
  return !wanted || texts.some((text) => text != null && fold(text).includes(wanted))
}

const day = new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'short', year: 'numeric' })
export const dateOf = (iso: string | null) => (iso ? day.format(new Date(iso)) : '—')
