import { CircleCheck } from 'lucide-react'
import { useState } from 'react'
import { css } from '../../../../../styled-system/css'
import { client } from '../../../../api/client'
import { ApiError, apiErrorFrom, messageOf } from '../../../../api/errors'
import { useSearchParams } from '../../../../router/useSearchParams'
import { Alert } from '../../../../ui/Alert'
import { Button, ButtonLink } from '../../../../ui/Button'
import { AuthCard } from '../../../-components/AuthCard'
import { LinkProblem } from '../links/LinkProblem'

const TITLE = 'Confirm your new email'

/**
 * The link mailed to a new address. It confirms only when the person presses the button, so a mail scanner
 * that opens links cannot move an account by itself.
 */
export function ConfirmEmailPage() {
  const { token } = useSearchParams()
  const [state, setState] = useState<'idle' | 'saving' | { email: string }>('idle')
  const [error, setError] = useState<unknown>(null)

  if (!token) {
    return (
      <AuthCard title={TITLE}>
        <Alert status="warning" title="This page needs the link from your email">
          Open the email we sent to your new address and select its link.
        </Alert>
      </AuthCard>
    )
  }
  if (error instanceof ApiError && error.status === 410) {
    return <LinkProblem error={error} title={TITLE} retryTo="/login" retryLabel="Log in" />
  }
  if (typeof state === 'object') {
    return (
      <AuthCard title="Your new email is confirmed">
        <p className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
          <CircleCheck
            aria-hidden="true"
            className={css({ flexShrink: 0, color: 'success.fg', mt: '0.5' })}
          />
          From now on, log in with {state.email}.
        </p>
        <ButtonLink to="/login" size="lg" fullWidth>
          Log in
        </ButtonLink>
      </AuthCard>
    )
  }

  async function confirm() {
    setError(null)
    setState('saving')
    try {
      const response = await client.users.confirmEmailChange({ body: { token: token! } })
      if (response.status !== 200) throw apiErrorFrom(response)
      setState({ email: response.body.email })
    } catch (caught) {
      setState('idle')
      setError(caught)
    }
  }

  return (
    <AuthCard title={TITLE} description="Your Lantern account will use this email from now on.">
      {error ? <Alert status="danger">{messageOf(error)}</Alert> : null}
      <Button size="lg" fullWidth loading={state === 'saving'} loadingText="Confirming…" onClick={confirm}>
        Confirm my new email
      </Button>
    </AuthCard>
  )
}
