import { fold } from './normalise'

const metric = (symbol: string, name: string) => [
  symbol,
  `${name}re`,
  `${name}res`,
  `${name}er`,
  `${name}ers`,
]
const squared = (symbol: string, name: string) => [
  `${symbol}2`,
  `${symbol}^2`,
  `sq ${symbol}`,
  `sq. ${symbol}`,
  `square ${symbol}`,
  ...metric(symbol, name)
    .slice(1)
    .map((word) => `square ${word}`),
]
const cubed = (symbol: string, name: string) => [
  `${symbol}3`,
  `${symbol}^3`,
  `cubic ${symbol}`,
  ...metric(symbol, name)
    .slice(1)
    .map((word) => `cubic ${word}`),
]

/** Canonical unit → the ways a child writes it (after NFKC and lower-casing: "cm²" arrives as "cm2"). */
const UNITS: Record<string, string[]> = {
  mm: metric('mm', 'millimet'),
  cm: metric('cm', 'centimet'),
  m: metric('m', 'met'),
  km: metric('km', 'kilomet'),
  'mm²': squared('mm', 'millimet'),
  'cm²': squared('cm', 'centimet'),
  'm²': squared('m', 'met'),
  'km²': squared('km', 'kilomet'),
  'cm³': cubed('cm', 'centimet'),
  'm³': cubed('m', 'met'),
  ml: ['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters'],
  l: ['l', 'litre', 'litres', 'liter', 'liters'],
  g: ['g', 'gram', 'grams', 'gramme', 'grammes'],
  kg: ['kg', 'kilogram', 'kilograms', 'kilo', 'kilos'],
  s: ['s', 'sec', 'secs', 'second', 'seconds'],
  min: ['min', 'mins', 'minute', 'minutes'],
  h: ['h', 'hr', 'hrs', 'hour', 'hours'],
  day: ['day', 'days'],
  week: ['week', 'weeks', 'wk', 'wks'],
  year: ['year', 'years', 'yr', 'yrs'],
  '°C': ['°c', '° c', 'degrees celsius', 'degree celsius', 'deg c', 'degrees c', 'celsius'],
  '°': ['°', 'degrees', 'degree', 'deg'],
  $: ['$', 's$', 'sgd', 'dollar', 'dollars'],
  '¢': ['¢', 'cent', 'cents'],
  '%': ['%', 'percent', 'per cent', 'pct'],
  'km/h': ['km/h', 'km/hr', 'kmh', 'km per h', 'km per hour', 'kilometres per hour', 'kilometers per hour'],
  'm/s': ['m/s', 'm per s', 'metres per second', 'meters per second'],
  'm/min': ['m/min', 'm per min', 'metres per minute', 'meters per minute'],
  'cm/s': ['cm/s', 'centimetres per second'],
}

const ALIAS_TO_UNIT = new Map<string, string>()
for (const [unit, aliases] of Object.entries(UNITS)) {
  for (const alias of [unit.toLowerCase(), ...aliases]) ALIAS_TO_UNIT.set(alias, unit)
}

/** The canonical name of a unit as a question author or a child wrote it; unknown units keep their words. */
export function canonicalUnit(written: string): string {
  const plain = fold(written).toLowerCase().replace(/\s+/g, ' ').trim()
  return ALIAS_TO_UNIT.get(plain) ?? plain
}

export function isKnownUnit(unit: string): boolean {
  return unit in UNITS
}

/** The sorted lists already made, by the question's own unit words: every marking of a number asks for one. */
const madeAliases = new Map<string, readonly [string, string][]>()
const MADE_ALIASES_KEPT = 500

/**
 * A question's own unit words (e.g. 'sweets') join the known ones, singular and plural. The list is shared
 * between callers (made once per set of words): read it, never change it.
 */
export function unitAliases(extraUnits: string[]): readonly [string, string][] {
  const key = extraUnits.join('\u0000')
  const made = madeAliases.get(key)
  if (made) return made
  const aliases = new Map(ALIAS_TO_UNIT)
  for (const unit of extraUnits) {
    const canonical = canonicalUnit(unit)
    if (isKnownUnit(canonical)) continue
    for (const form of [canonical, `${canonical}s`, `${canonical}es`, canonical.replace(/e?s$/, '')]) {
      if (form) aliases.set(form, canonical)
    }
  }
  // Longest first, so "min" wins over "m" and "cm2" over "cm".
  const list = [...aliases].sort((a, b) => b[0].length - a[0].length)
  // A bank's questions name a few dozen sets of unit words; a bound keeps authors' edits from growing it.
  if (madeAliases.size >= MADE_ALIASES_KEPT) madeAliases.clear()
  madeAliases.set(key, list)
  return list
}

/** The unit written right after `index` (spaces allowed), and where it ends. */
export function unitAt(
  text: string,
  index: number,
  aliases: readonly [string, string][],
): { unit: string; end: number } | null {
  let start = index
  while (text[start] === ' ') start++
  for (const [alias, unit] of aliases) {
    if (!text.startsWith(alias, start)) continue
    const end = start + alias.length
    const endsInWord = /[\p{L}\p{N}]$/u.test(alias)
    if (endsInWord && /[\p{L}\p{N}]/u.test(text[end] ?? '')) continue
    return { unit, end }
  }
  return null
}

/** Area and volume: a child who writes cm for cm² has forgotten that area is measured in square units. */
export function dimensionOf(unit: string): 'area' | 'volume' | 'other' {
  if (unit.endsWith('²')) return 'area'
  if (unit.endsWith('³')) return 'volume'
  return 'other'
}
