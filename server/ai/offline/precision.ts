import type { NumericKey } from '../types'
import { withUnit } from './format'
import type { WrittenNumber } from './parse-number'

type Shown = { places: number; fewestFigures: number; mostFigures: number }

/**
 * The precision an answer shows as written: "12.350" has 3 decimal places and 5 significant figures, "8" none
 * and 1. A whole number's trailing zeros may or may not be significant (1200 to 2 or 4 figures), so both ends
 * are kept. A fraction shows no decimal precision at all.
 */
export function shownPrecision(n: WrittenNumber): Shown | null {
  if (n.form !== 'integer' && n.form !== 'decimal') return null
  const digits = /\d[\d, ]*(?:\.\d*)?|\.\d+/.exec(n.text)?.[0].replace(/[, ]/g, '')
  if (!digits) return null
  const [whole, decimals = ''] = digits.split('.')
  const figures = `${whole}${decimals}`.replace(/^0+/, '')
  const mostFigures = figures.length || 1
  const fewestFigures = digits.includes('.') ? mostFigures : figures.replace(/0+$/, '').length || 1
  return { places: decimals.length, fewestFigures, mostFigures }
}

/** The key's value written with the precision the question asks for, or null when it asks for none. */
export function requiredText(key: NumericKey): string | null {
  if (key.decimalPlaces !== undefined && key.decimalPlaces >= 0 && key.decimalPlaces <= 10) {
    return withUnit(key.value.toFixed(key.decimalPlaces), key.unit)
  }
  if (key.significantFigures !== undefined && key.significantFigures >= 1 && key.significantFigures <= 15) {
    return withUnit(String(Number(key.value.toPrecision(key.significantFigures))), key.unit)
  }
  return null
}

/** Whether a right value shows the precision the question demands ("round to 2 decimal places"). */
export function precisionMet(key: NumericKey, n: WrittenNumber): boolean {
  const wantsPlaces = key.decimalPlaces !== undefined
  const wantsFigures = key.significantFigures !== undefined
  if (!wantsPlaces && !wantsFigures) return true
  const shown = shownPrecision(n)
  if (!shown) return false
  if (wantsPlaces && shown.places !== key.decimalPlaces) return false
  const figures = key.significantFigures ?? 0
  return !wantsFigures || (shown.fewestFigures <= figures && figures <= shown.mostFigures)
}
