// Endings that change a word's form but not what it names: evaporate, evaporates, evaporated, evaporating,
// evaporation. "-er"/"-or" are left out on purpose: a conductor is not conduction, a heater is not heat.
const FORM_ENDINGS = new Set([
  '',
  'e',
  's',
  'es',
  'ed',
  'd',
  'ing',
  'ion',
  'ions',
  'tion',
  'sion',
  'ation',
  'ations',
  'ition',
  'ate',
  'ates',
  'ated',
  'ating',
  'ment',
  'ments',
])

/** Two forms of one word ("evaporates", "evaporation"): a shared start of 4+ letters and known endings. */
export function sameFamily(a: string, b: string): boolean {
  if (a === b) return true
  let shared = 0
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++
  const shorter = Math.min(a.length, b.length)
  // "evaporating"/"evaporation" share "evaporati", but their endings part at "evaporat".
  for (let stem = shared; stem >= 4 && stem >= shorter * 0.6; stem--) {
    if (FORM_ENDINGS.has(a.slice(stem)) && FORM_ENDINGS.has(b.slice(stem))) return true
  }
  return false
}
