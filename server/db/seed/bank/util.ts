/**
 * Small helpers for the generated questions: a seeded PRNG (so the bank is the same on every run),
 * exact fractions and number formatting that never shows floating-point noise.
 */

/** A string → 32-bit seed (FNV-1a), so each template has its own stream and adding one shifts no other. */
export function seedOf(name: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export type Rng = {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** A copy of `items` in a random order. */
  shuffle<T>(items: readonly T[]): T[]
}

/** mulberry32: tiny, fast and fully deterministic for a given seed. */
export function makeRng(seed: number | string): Rng {
  let a = typeof seed === 'string' ? seedOf(seed) : seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)],
    shuffle: (items) => {
      const out = [...items]
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i)
        ;[out[i], out[j]] = [out[j], out[i]]
      }
      return out
    },
  }
}

export function gcd(a: number, b: number): number {
  let x = Math.abs(a)
  let y = Math.abs(b)
  while (y) [x, y] = [y, x % y]
  return x
}

export function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b
}

/** A number without floating-point noise: 0.1 + 0.2 → '0.3', 12.5 → '12.5'. */
export function fmt(n: number, maxDecimals = 6): string {
  const r = Number(n.toFixed(maxDecimals))
  return Object.is(r, -0) ? '0' : String(r)
}

/** Money with two decimals when it has cents: 12 → '$12', 12.5 → '$12.50'. */
export function money(n: number): string {
  const r = Math.round(n * 100) / 100
  return Number.isInteger(r) ? `$${r}` : `$${r.toFixed(2)}`
}

/** Thousands separators as Singapore schools write them: 45210 → '45,210'. */
export function commas(n: number): string {
  return n.toLocaleString('en-US')
}

export type Frac = { n: number; d: number }

export function frac(n: number, d: number): Frac {
  const g = gcd(n, d) || 1
  const s = d < 0 ? -1 : 1
  return { n: (s * n) / g, d: (s * d) / g }
}

/** '3/4', or a whole number when the denominator is 1. */
export function fracStr(f: Frac): string {
  return f.d === 1 ? String(f.n) : `${f.n}/${f.d}`
}

/** '1 1/2' for 3/2; proper fractions and whole numbers as they are. */
export function mixedStr(f: Frac): string {
  if (f.d === 1) return String(f.n)
  const whole = Math.trunc(f.n / f.d)
  const rest = Math.abs(f.n % f.d)
  return whole === 0 ? `${f.n}/${f.d}` : `${whole} ${rest}/${f.d}`
}

/** Lowercase words joined by hyphens, for refs. */
export function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export function factorsOf(n: number): number[] {
  const out: number[] = []
  for (let i = 1; i <= n; i++) if (n % i === 0) out.push(i)
  return out
}

/** Whole-number words for small counts in solutions. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`
}
