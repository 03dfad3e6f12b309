import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../../../styled-system/css'
import { magicLinkQueryOptions } from '../../../../api/auth'
import { useAuth } from '../../../../auth/actor'
import { useSignIn } from '../../../../auth/useSignIn'
import { Alert } from '../../../../ui/Alert'
import { Button } from '../../../../ui/Button'
import { Spinner } from '../../../../ui/Spinner'
import { TextLink } from '../../../../ui/TextLink'
import { AuthCard } from '../../../-components/AuthCard'
import { LinkProblem } from './LinkProblem'

/** Checks the emailed link without using it up, shows whose it is, and signs in on request. */
export function MagicLinkValidationPage({ token }: { token: string }) {
  const link = useQuery(magicLinkQueryOptions(token))
  const signIn = useSignIn()
  const busy = useAuth((s) => s.matches('signingIn'))
  const [error, setError] = useState<string | null>(null)

  if (link.isPending) {
    return (
      <AuthCard title="Log in with your magic link">
        <p className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
          <Spinner label={null} />
          Checking your link…
        </p>
      </AuthCard>
    )
  }
  if (link.isError) {
    return (
      <LinkProblem
        error={link.error}
        title="Log in with your magic link"
        retryTo="/magic-link"
        retryLabel="Send me a new link"
      />
    )
  }
  const { email } = link.data
  return (
    <AuthCard
      title="Log in with your magic link"
      description={`This link is for ${email}.`}
      footer={
        <p>
          Not you? <TextLink to="/login">Log in another way</TextLink>
        </p>
      }
    >
      {error ? <Alert status="danger">{error}</Alert> : null}
      <Button
        size="lg"
        fullWidth
        loading={busy}
        loadingText="Logging in…"
        onClick={async () => {
          setError(null)
          const outcome = await signIn({ login_type: 'magic_link', email, login_token: token })
          if (!outcome.ok) setError(outcome.message)
        }}
      >
        Log in as {email}
      </Button>
    </AuthCard>
  )
}
