import { Trash2 } from 'lucide-react'
import type { CartInterval, CartItem } from '../../machines/cart.machine'
import { css } from '../../styled-system/css'
import { Button } from '../ui/Button'
import { cartActor } from './cartActor'
import { formatMoney, itemCents, perInterval } from './money'

const group = css({ display: 'flex', flexDirection: 'column', gap: '2' })
const groupTitle = css({
  fontSize: 'sm',
  fontWeight: '700',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})
const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' })
const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.surface',
})
const name = css({ fontWeight: '650' })
const price = css({ ms: 'auto', fontWeight: '650', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })

type Group = { key: string; title: string; items: CartItem[] }

/** The cart's items, one group per child ("Not chosen yet" for items waiting for a child). */
export function groupByChild(items: readonly CartItem[]): Group[] {
  const groups = new Map<string, Group>()
  for (const item of items) {
    const key = String(item.child_id ?? 'none')
    const title = item.child_name ? `For ${item.child_name}` : 'Child chosen at checkout'
    const found = groups.get(key) ?? { key, title, items: [] }
    found.items.push(item)
    groups.set(key, found)
  }
  return [...groups.values()]
}

export function CartItems({
  items,
  interval,
  locked,
}: {
  items: CartItem[]
  interval: CartInterval
  locked: boolean
}) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {groupByChild(items).map((g) => (
        <section key={g.key} aria-label={g.title} className={group}>
          <h3 className={groupTitle}>{g.title}</h3>
          <ul className={list}>
            {g.items.map((item) => (
              <li key={`${item.product.course.id}-${g.key}`} className={row}>
                <div>
                  <p className={name}>{item.product.course.name}</p>
                  <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                    {item.product.course.subject_name}
                  </p>
                </div>
                <span className={price}>
                  {formatMoney(itemCents(item, interval), item.product.currency)}
                  <span className={css({ fontWeight: '400', color: 'fg.muted', fontSize: 'sm' })}>
                    {perInterval(interval)}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={locked}
                  aria-label={`Remove ${item.product.course.name}${item.child_name ? ` for ${item.child_name}` : ''}`}
                  onClick={() =>
                    cartActor.send({
                      type: 'cart.remove',
                      courseId: item.product.course.id,
                      childId: item.child_id,
                    })
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
