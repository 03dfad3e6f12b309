import { Check, ShoppingCart } from 'lucide-react'
import { type CartChild, hasItem } from '../../../../../machines/cart.machine'
import { css } from '../../../../../styled-system/css'
import type { CatalogueCourse } from '../../../../api/catalog'
import { roleNameOf } from '../../../../auth/roles'
import { useSessionUser } from '../../../../auth/session'
import { cartActor, useCart } from '../../../../commerce/cartActor'
import { openCart } from '../../../../commerce/cartDrawer'
import { formatMoney } from '../../../../commerce/money'
import { Button } from '../../../../ui/Button'
import { productOf } from './catalogue'

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '5',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  boxShadow: 'sm',
})
const subject = css({
  fontSize: 'xs',
  fontWeight: '750',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: 'fg.muted',
})
const description = css({ color: 'fg.muted', fontSize: 'sm', lineClamp: 3 })
const price = css({
  mt: 'auto',
  pt: '2',
  fontSize: '2xl',
  fontWeight: '800',
  fontVariantNumeric: 'tabular-nums',
})
const done = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: '650',
  color: 'success.fg',
  minHeight: '11',
})

type Props = { course: CatalogueCourse; child: CartChild | null; subscribed: boolean }

/** One subject of one level: what it holds, its price from the server, and "Add to cart". */
export function CourseCard({ course, child, subscribed }: Props) {
  const inCart = useCart((s) => hasItem(s.context.items, course.id, child?.id ?? null))
  const product = productOf(course)
  const user = useSessionUser()
  const unlockedLabel =
    user && roleNameOf(user) === 'student' ? 'You have this' : `Unlocked for ${child?.name ?? 'your child'}`
  return (
    <article className={card} aria-labelledby={`course-${course.id}`}>
      <p className={subject}>{course.subject_name}</p>
      <h3 id={`course-${course.id}`} className={css({ fontSize: 'lg', fontWeight: '750' })}>
        {course.name}
      </h3>
      {course.description ? <p className={description}>{course.description}</p> : null}
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {course.topic_count} topics · {course.worksheet_count} worksheets
      </p>
      {product ? (
        <p className={price}>
          {formatMoney(product.monthly_amount_cents, product.currency)}
          <span className={css({ fontSize: 'sm', fontWeight: '500', color: 'fg.muted' })}> /month</span>
          {product.annual_amount_cents !== null ? (
            <span className={css({ display: 'block', fontSize: 'sm', fontWeight: '500', color: 'fg.muted' })}>
              or {formatMoney(product.annual_amount_cents, product.currency)} /year
            </span>
          ) : null}
        </p>
      ) : (
        <p className={price}>Not on sale yet</p>
      )}
      {subscribed ? (
        <p className={done}>
          <Check aria-hidden="true" /> {unlockedLabel}
        </p>
      ) : product ? (
        // One button that changes, not two: the focused element stays in the page while the cart opens over it.
        <Button
          variant={inCart ? 'outline' : 'solid'}
          aria-label={
            inCart
              ? `${course.name} is in your cart. Open the cart`
              : `Add ${course.name} to cart${child ? ` for ${child.name}` : ''}`
          }
          onClick={() => {
            if (!inCart) cartActor.send({ type: 'cart.add', product, child })
            openCart()
          }}
        >
          {inCart ? <Check aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
          {inCart ? 'In your cart' : 'Add to cart'}
        </Button>
      ) : null}
    </article>
  )
}
