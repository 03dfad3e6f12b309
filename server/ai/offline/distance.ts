/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbouring
 * letters each count once, because "recieve" is one slip to a child, not two. Gives up once the distance is
 * known to exceed `limit`, so a huge answer never costs more than a short scan.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0
  const s = Array.from(a)
  const t = Array.from(b)
  if (Math.abs(s.length - t.length) > limit) return limit + 1
  let before = new Array<number>(t.length + 1).fill(0)
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j)
  for (let i = 1; i <= s.length; i++) {
    const current = new Array<number>(t.length + 1).fill(0)
    current[0] = i
    let rowBest = current[0]
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, before[j - 2] + 1)
      }
      current[j] = value
      rowBest = Math.min(rowBest, value)
    }
    if (rowBest > limit) return limit + 1
    before = previous
    previous = current
  }
  return previous[t.length]
}

/**
 * Slips forgiven in one word. Short words get none: "cat", "cut" and "bat" are different answers. A teacher's
 * `override` changes the allowance for long words only, for the same reason. Digits are never forgiven.
 */
export function allowedSlips(expectedWord: string, override?: number): number {
  if (/\p{N}/u.test(expectedWord) || Array.from(expectedWord).length < 5) return 0
  if (override === undefined || !Number.isFinite(override)) return 1
  return Math.max(0, Math.floor(override))
}

/**
 * A near spelling of `expected`. The first letter must match: a different first letter is usually a
 * different word (night and light, cooling and pooling), not a slip.
 */
export function isNearSpelling(given: string, expected: string, slips: number): boolean {
  if (slips <= 0 || given.length === 0 || expected.length === 0) return false
  if (Array.from(given)[0] !== Array.from(expected)[0]) return false
  return editDistance(given, expected, slips) <= slips
}
