import { useMutation } from '@tanstack/react-query'
import { Lock } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { css } from '../../../../../../styled-system/css'
import { type LocalCheckout, payLocalCheckout } from '../../../../../api/catalog'
import { ApiError, messageOf } from '../../../../../api/errors'
import { formatMoney } from '../../../../../commerce/money'
import { goTo } from '../../../../../commerce/navigation'
import { Alert } from '../../../../../ui/Alert'
import { Button } from '../../../../../ui/Button'
import { TextField } from '../../../../../ui/Field'

/** "4242424242424242" → "4242 4242 4242 4242", as the digits are typed. */
export const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')

function checkNumber(value: string): string | null {
  const digits = value.replace(/\D/g, '')
  if (!digits) return 'Enter the card number.'
  if (digits.length < 12) return 'The card number is too short. Check it and try again.'
  return null
}

/** The card form of the local checkout: only the number goes to the server, as Stripe's test cards. */
export function CardForm({ checkout }: { checkout: LocalCheckout }) {
  const [number, setNumber] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const pay = useMutation({
    mutationFn: (cardNumber: string) => payLocalCheckout(checkout.session_id, cardNumber),
    onSuccess: ({ redirect_url }) => goTo(redirect_url),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409 && /already paid/i.test(error.message))
        goTo(`/academy/checkout/success?session_id=${encodeURIComponent(checkout.session_id)}`)
      if (error instanceof ApiError && error.status === 400)
        setFieldError(error.issues.find((i) => i.path === 'card_number')?.message ?? error.message)
    },
  })
  const refusal = pay.error instanceof ApiError && pay.error.status === 400 ? null : pay.error

  function submit(event: FormEvent) {
    event.preventDefault()
    const problem = checkNumber(number)
    setFieldError(problem)
    if (!problem) pay.mutate(number)
  }

  const amount = formatMoney(checkout.amount_cents, checkout.currency)
  return (
    <form
      noValidate
      onSubmit={submit}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <TextField
        label="Card number"
        name="card_number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={number}
        error={fieldError}
        required
        onChange={(event) => {
          setNumber(groupDigits(event.target.value))
          setFieldError(null)
        }}
      />
      <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' })}>
        <TextField
          label="Expiry (optional)"
          name="expiry"
          placeholder="MM / YY"
          autoComplete="cc-exp"
          inputMode="numeric"
        />
        <TextField
          label="CVC (optional)"
          name="cvc"
          placeholder="123"
          autoComplete="cc-csc"
          inputMode="numeric"
        />
      </div>
      {refusal ? (
        <Alert status="danger" title="The payment did not go through">
          {messageOf(refusal)}
        </Alert>
      ) : null}
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={pay.isPending || pay.isSuccess}
        loadingText="Paying…"
      >
        <Lock aria-hidden="true" />
        Pay {amount}
      </Button>
    </form>
  )
}
