/** "24 November 2027", as Singapore reads dates. */
export const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-SG', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Singapore',
  })

/** "Maths", "Maths and Science", "Maths, Science and English". */
export function listText(names: string[]): string {
  if (names.length < 2) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/** Codes are typed with stray spaces and in lower case; the server reads them in upper case. */
export const normalizeCode = (value: string) => value.replace(/\s+/g, '').toUpperCase()

/** Why a typed code cannot be right, or null. */
export function codeProblem(code: string): string | null {
  if (!code) return 'Type the code you were given.'
  if (code.length < 4) return 'That code is too short. Check it and type all of it.'
  if (code.length > 64 || !/^[A-Z0-9-]+$/.test(code))
    return 'A code has only letters, numbers and dashes, like DEMO-P4-MATHS.'
  return null
}
