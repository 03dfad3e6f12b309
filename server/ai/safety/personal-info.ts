/**
 * Personal details a child should not type into a chat, found in the original text so they can be replaced
 * before the message is stored or sent anywhere: Singapore phone numbers, e-mail addresses, NRIC/FIN numbers,
 * and street addresses (block and unit numbers, postal codes).
 */
const PATTERNS: RegExp[] = [
  /\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g,
  /(?<![\d.])(\+?65[\s-]?)?[689]\d{3}[\s-]?\d{4}(?!\d|\.\d)/g,
  /\b[STFGM]\d{7}[A-Z]\b/gi,
  /\b(blk|block)\s*\d{1,4}[a-z]?\b/gi,
  /#\d{1,3}-\d{1,5}\b/g,
  /\b(singapore|s)\s*\(?\d{6}\)?(?!\d)/gi,
]

export const REDACTED = '[removed]'

export function hasPersonalInfo(text: string): boolean {
  return PATTERNS.some((pattern) => {
    pattern.lastIndex = 0
    return pattern.test(text)
  })
}

export function redactPersonalInfo(text: string): string {
  return PATTERNS.reduce((result, pattern) => result.replace(pattern, REDACTED), text)
}
