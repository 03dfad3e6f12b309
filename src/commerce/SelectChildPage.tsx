import { useQuery } from '@tanstack/react-query'
import { type CartChild, itemsFor, selectItems } from '../../machines/cart.machine'
import { css } from '../../styled-system/css'
import { childrenQueryOptions } from '../api/children'
import { messageOf } from '../api/errors'
import { QueryProvider } from '../api/QueryProvider'
import { roleNameOf } from '../auth/roles'
import { useSessionUser } from '../auth/session'
import { lead, narrowContainer, pageTitle } from '../routes/-components/styles'
import { Alert } from '../ui/Alert'
import { Button, ButtonLink } from '../ui/Button'
import { Spinner } from '../ui/Spinner'
import { cartActor, useCart } from './cartActor'
import { useLeavingCheckout } from './checkoutHost'
import { LeavingCheckout } from './LeavingCheckout'
import { formatMoney, totalCents } from './money'

const choice = css({
  display: 'flex',
  alignItems: 'center',
  gap: '4',
  width: '100%',
  p: '4',
  textAlign: 'start',
  bg: 'bg.surface',
  borderWidth: '2px',
  borderColor: 'border.default',
  borderRadius: 'card',
  cursor: 'pointer',
  _hover: { borderColor: 'brand.solid' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
})

export function SelectChildPage() {
  return (
    <QueryProvider>
      <div className={narrowContainer}>
        <SelectChild />
      </div>
    </QueryProvider>
  )
}

function checkoutFor(child: CartChild | null) {
  if (child) cartActor.send({ type: 'cart.selectChild', child })
  cartActor.send({ type: 'cart.checkout' })
}

/** Spec: checkout/select-child. The parent says which child the subjects are for, then goes to pay. */
function SelectChild() {
  const user = useSessionUser()
  const isStudent = user ? roleNameOf(user) === 'student' : false
  const children = useQuery({ ...childrenQueryOptions(), enabled: !isStudent })
  const items = useCart(selectItems)
  const interval = useCart((s) => s.context.interval)
  const awaiting = useCart((s) => s.matches('awaitingReturn'))
  const leaving = useLeavingCheckout()
  const unassigned = items.filter((i) => i.child_id === null)

  const header = (
    <>
      <h1 className={pageTitle}>Who are these subjects for?</h1>
      <p className={`${lead} ${css({ mt: '2', mb: '6' })}`}>
        Choose your child. The subjects unlock in their account as soon as you have paid.
      </p>
    </>
  )
  if (items.length === 0)
    return (
      <>
        {header}
        <Alert status="info" title="Your cart is empty">
          Pick your child’s subjects first.
        </Alert>
        <ButtonLink to="/courses" className={css({ mt: '4' })}>
          Browse courses
        </ButtonLink>
      </>
    )
  if (isStudent)
    return (
      <>
        {header}
        {leaving && awaiting ? (
          <LeavingCheckout actor={leaving} />
        ) : (
          <Button onClick={() => checkoutFor(null)}>Go to payment</Button>
        )}
      </>
    )
  if (children.isPending) return <Spinner label="Loading your children" />
  if (children.isError)
    return (
      <Alert status="danger" title="We could not load your children">
        {messageOf(children.error)}
      </Alert>
    )
  if (children.data.length === 0)
    return (
      <>
        {header}
        <Alert status="info" title="Add your child first">
          Subjects belong to a child’s own account. Create one for your child (it takes a minute), then come
          back: your cart is kept.
        </Alert>
        <ButtonLink to="/academy/create-child-account" className={css({ mt: '4' })}>
          Create my child’s account
        </ButtonLink>
      </>
    )
  return (
    <>
      {header}
      <ul className={css({ listStyle: 'none', p: '0', display: 'flex', flexDirection: 'column', gap: '3' })}>
        {children.data.map((kid) => {
          const theirs = [...itemsFor(items, kid.id), ...unassigned]
          return (
            <li key={kid.id}>
              <button
                type="button"
                className={choice}
                disabled={awaiting || theirs.length === 0}
                onClick={() => checkoutFor({ id: kid.id, name: kid.first_name })}
              >
                <span className={css({ flex: '1' })}>
                  <strong className={css({ fontSize: 'lg' })}>
                    {kid.first_name} {kid.last_name}
                  </strong>
                  <br />
                  <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                    {theirs.length === 0
                      ? 'Nothing in the cart for this child'
                      : theirs.map((i) => i.product.course.name).join(', ')}
                  </span>
                </span>
                {theirs.length > 0 ? (
                  <span className={css({ fontWeight: '750', whiteSpace: 'nowrap' })}>
                    {formatMoney(totalCents(theirs, interval), theirs[0].product.currency)}
                    {interval === 'year' ? '/year' : '/month'}
                  </span>
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
      {leaving && awaiting ? (
        <div className={css({ mt: '4' })}>
          <LeavingCheckout actor={leaving} />
        </div>
      ) : null}
    </>
  )
}
