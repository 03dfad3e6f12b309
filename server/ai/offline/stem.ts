const KEEP_S = /(ss|us|is|ous)$/

/**
 * A light stem that maps a word's common endings onto one form: evaporate, evaporates, evaporated and
 * evaporating all become "evaporat"; carries and carry become "carry". It only has to be consistent,
 * since both the answer and the marking scheme pass through it.
 */
export function stem(word: string): string {
  let w = word.toLowerCase()
  if (w.length <= 3) return w
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`
  if (w.endsWith('ied') && w.length > 4) return `${w.slice(0, -3)}y`
  if (w.endsWith('ing') && w.length >= 6) w = undouble(w.slice(0, -3))
  else if (w.endsWith('ed') && w.length >= 5) w = undouble(w.slice(0, -2))
  else if (
    w.endsWith('es') &&
    w.length >= 5 &&
    !/(ss|us|is)es$/.test(w) &&
    /(s|x|z|ch|sh|[^aeiou]e)es$|[^e]es$/.test(w)
  ) {
    w = w.slice(0, -2)
  } else if (w.endsWith('s') && !KEEP_S.test(w)) w = w.slice(0, -1)
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w
}

function undouble(w: string): string {
  return /([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w) ? w.slice(0, -1) : w
}
