import { fold } from '../offline/normalise'

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
}

/**
 * Text as the safety lexicons read it: full-width and accents folded, lower case, look-alike digits and signs
 * read as letters ("k1ll" → "kill"), and a letter drawn out three times or more said once ("diiiie" → "die",
 * while the "ll" of "kill" stays). Digits next to digits stay digits, so numbers are untouched.
 */
export function forMatching(text: string): string {
  return fold(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(?<!\d)[013457@$](?!\d)/g, (c) => LEET[c] ?? c)
    .replace(/([a-z])\1{2,}/g, '$1')
    .replace(/[_*~^]+/g, '')
    .replace(/\s+/g, ' ')
}
