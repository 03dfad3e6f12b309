export type NumberForm = 'integer' | 'decimal' | 'fraction' | 'mixed' | 'percent'

export function gcd(a: number, b: number): number {
  let x = Math.abs(a)
  let y = Math.abs(b)
  while (y) [x, y] = [y, x % y]
  return x
}

/** Drops floating-point noise (0.1 + 0.2 shows as 0.3) so a child never reads 0.30000000000000004. */
export function formatDecimal(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(12)))
}

/** The simplest fraction equal to `value`, if one with a small denominator is exact. */
export function asFraction(value: number, maxDenominator = 1000): { n: number; d: number } | null {
  if (!Number.isFinite(value)) return null
  for (let d = 1; d <= maxDenominator; d++) {
    const n = Math.round(value * d)
    if (Math.abs(n / d - value) < 1e-9) return { n, d }
  }
  return null
}

export function formatFraction(n: number, d: number, mixed: boolean): string {
  const sign = n * d < 0 ? '-' : ''
  const top = Math.abs(n)
  const bottom = Math.abs(d)
  if (top % bottom === 0) return `${sign}${top / bottom}`
  if (!mixed || top < bottom) return `${sign}${top}/${bottom}`
  return `${sign}${Math.floor(top / bottom)} ${top % bottom}/${bottom}`
}

export function canWrite(value: number, form: NumberForm): boolean {
  if (form === 'integer') return Number.isInteger(value)
  if (form === 'fraction') return asFraction(value) !== null
  if (form === 'mixed') return Math.abs(value) >= 1 && asFraction(value) !== null
  return Number.isFinite(value)
}

export function formatInForm(value: number, form: NumberForm): string {
  const fraction = asFraction(value)
  if ((form === 'fraction' || form === 'mixed') && fraction) {
    return formatFraction(fraction.n, fraction.d, form === 'mixed')
  }
  if (form === 'percent') return `${formatDecimal(value * 100)}%`
  return formatDecimal(value)
}

/** A quantity as a worked solution would print it: $12.50, 150 cm, 75%, 30 °C. */
export function withUnit(numberText: string, unit: string | undefined): string {
  if (!unit) return numberText
  if (unit === '$') {
    const money = /^-?\d+\.\d$/.test(numberText) ? `${numberText}0` : numberText
    return money.startsWith('-') ? `-$${money.slice(1)}` : `$${money}`
  }
  if (unit === '%') return `${numberText}%`
  return `${numberText} ${unit}`
}

export function formName(form: NumberForm): string {
  const names: Record<NumberForm, string> = {
    integer: 'a whole number',
    decimal: 'a decimal',
    fraction: 'a fraction',
    mixed: 'a mixed number',
    percent: 'a percentage',
  }
  return names[form]
}
