import { readFileSync } from 'node:fs'
import { badRequest } from '../../errors'

let common: Set<string> | undefined
/** Common and breached passwords shipped with the project (see the file's header for its source). */
function commonPasswords() {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  )
  return common
}

const SEQUENCES = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklzxcvbnm']
const isRun = (p: string) =>
  /^(.)\1*$/.test(p) || SEQUENCES.some((seq) => seq.includes(p) || [...seq].reverse().join('').includes(p))

export type PasswordContext = {
  email?: string | null
  username?: string | null
  firstName?: string | null
  lastName?: string | null
}

/**
 * Why a password is too easy to guess (NIST SP 800-63B §5.1.1.2: refuse common, breached, repetitive and
 * context-specific passwords and say why), or null when it may be used. Length is checked by the contract.
 */
export function passwordProblem(password: string, who: PasswordContext = {}): string | null {
  const p = password.toLowerCase()
  if (commonPasswords().has(p)) {
    return 'This is one of the most common passwords, so it is among the first anyone would guess. Choose another: three unrelated words make a strong one.'
  }
  if (isRun(p)) return 'A password of one repeated character or a simple sequence is too easy to guess.'
  const personal = [who.email, who.email?.split('@')[0], who.username, who.firstName, who.lastName, 'lantern']
    .map((w) => w?.toLowerCase().trim())
    .filter((w): w is string => Boolean(w && w.length >= 3))
  if (personal.some((w) => p === w || p.replace(/[\d\W_]+$/, '') === w)) {
    return 'The password must not be your name, username, email or the name of this site.'
  }
  return null
}

/** Refuses an easy password with a 400 that names the field. */
export function assertPasswordAllowed(password: string, who: PasswordContext, field = 'password') {
  const problem = passwordProblem(password, who)
  if (problem) throw badRequest(problem, [{ path: field, message: problem }])
}
