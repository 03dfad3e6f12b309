import type { CartInterval, CartItem } from '../../machines/cart.machine'

/** Cents as Singapore shoppers read them: "S$19.90", "S$199" for whole dollars. */
export function formatMoney(cents: number, currency = 'SGD'): string {
  const prefix = currency.toUpperCase() === 'SGD' ? 'S$' : `${currency.toUpperCase()} `
  const dollars = cents / 100
  return `${prefix}${Number.isInteger(dollars) ? dollars.toLocaleString('en-SG') : dollars.toLocaleString('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}

export const perInterval = (interval: CartInterval) => (interval === 'year' ? '/year' : '/month')

/** What an item costs in the cart's interval; a product with no annual price is billed monthly. */
export function itemCents(item: CartItem, interval: CartInterval): number {
  const { monthly_amount_cents, annual_amount_cents } = item.product
  return interval === 'year' && annual_amount_cents !== null ? annual_amount_cents : monthly_amount_cents
}

export const totalCents = (items: readonly CartItem[], interval: CartInterval) =>
  items.reduce((sum, item) => sum + itemCents(item, interval), 0)

/** "24 Nov 2026" from a calendar date "2026-11-24", read as that day wherever the person is. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-SG', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
