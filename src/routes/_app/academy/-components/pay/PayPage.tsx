import { useSuspenseQuery } from '@tanstack/react-query'
import { FlaskConical } from 'lucide-react'
import { css } from '../../../../../../styled-system/css'
import { localCheckoutQueryOptions } from '../../../../../api/catalog'
import { goTo } from '../../../../../commerce/navigation'
import { Alert } from '../../../../../ui/Alert'
import { Button, ButtonLink } from '../../../../../ui/Button'
import * as Card from '../../../../../ui/Card'
import { pageTitle } from '../../../../-components/styles'
import { CardForm } from './CardForm'
import { OrderSummary } from './OrderSummary'

const TEST_CARDS = [
  ['4242 4242 4242 4242', 'pays'],
  ['4000 0000 0000 0002', 'is declined'],
  ['4000 0000 0000 9995', 'has insufficient funds'],
] as const

export function PayPage({ sessionId }: { sessionId: string }) {
  const { data: checkout } = useSuspenseQuery(localCheckoutQueryOptions(sessionId))
  const cancel = () => goTo(checkout.cancel_url)
  return (
    <div
      className={css({
        maxWidth: '34rem',
        mx: 'auto',
        px: '4',
        py: { base: '6', md: '12' },
        display: 'flex',
        flexDirection: 'column',
        gap: '5',
      })}
    >
      <h1 className={pageTitle}>Pay by card</h1>
      <OrderSummary checkout={checkout} />
      {checkout.status === 'complete' ? (
        <Alert status="success" title="This checkout is already paid">
          <p>Nothing more to pay.</p>
          <ButtonLink
            to="/academy/checkout/success"
            search={{ session_id: sessionId }}
            size="sm"
            className={css({ mt: '2' })}
          >
            See what is unlocked
          </ButtonLink>
        </Alert>
      ) : checkout.status === 'expired' ? (
        <Alert status="warning" title="This checkout has expired">
          <p>Nothing was charged. Go back to your cart to start again.</p>
          <Button size="sm" variant="outline" onClick={cancel} className={css({ mt: '2' })}>
            Back to my cart
          </Button>
        </Alert>
      ) : (
        <Card.Root>
          <Card.Body>
            <CardForm checkout={checkout} />
            <Button variant="ghost" fullWidth onClick={cancel}>
              Cancel
            </Button>
          </Card.Body>
        </Card.Root>
      )}
      <aside
        aria-labelledby="test-mode"
        className={css({
          p: '4',
          borderWidth: '1px',
          borderStyle: 'dashed',
          borderColor: 'warning.border',
          bg: 'warning.bg',
          borderRadius: 'card',
          fontSize: 'sm',
        })}
      >
        <h2
          id="test-mode"
          className={css({ display: 'flex', gap: '2', alignItems: 'center', fontWeight: '750', mb: '1' })}
        >
          <FlaskConical aria-hidden="true" className={css({ width: '4', height: '4' })} />
          Test mode: no real card is charged
        </h2>
        <p>This Lantern has no card provider set up, so only these test cards work:</p>
        <ul className={css({ mt: '1', ps: '5', listStyle: 'disc' })}>
          {TEST_CARDS.map(([number, outcome]) => (
            <li key={number}>
              <code>{number}</code> {outcome}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  )
}
