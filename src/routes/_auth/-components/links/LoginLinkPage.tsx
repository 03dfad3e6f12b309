import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { css } from '../../../../../styled-system/css'
import { loginLinkQueryOptions } from '../../../../api/auth'
import { useSignIn } from '../../../../auth/useSignIn'
import { Alert } from '../../../../ui/Alert'
import { ButtonLink } from '../../../../ui/Button'
import { Spinner } from '../../../../ui/Spinner'
import { AuthCard } from '../../../-components/AuthCard'
import { LinkProblem } from './LinkProblem'

/** A login link sent with new account details: exchange it for a one-time token and sign in. */
export function LoginLinkPage({ id }: { id: string }) {
  const link = useQuery(loginLinkQueryOptions(id))
  const signIn = useSignIn()
  const [error, setError] = useState<string | null>(null)
  const started = useRef(false)
  const token = link.data?.token

  useEffect(() => {
    if (!token || started.current) return
    started.current = true
    void signIn({ login_type: 'token', login_token: token }).then((outcome) => {
      if (!outcome.ok) setError(outcome.message)
    })
  }, [token, signIn])

  if (link.isError) {
    return (
      <LinkProblem
        error={link.error}
        title="Log in with your link"
        retryTo="/login"
        retryLabel="Go to the login page"
      />
    )
  }
  if (error) {
    return (
      <AuthCard title="Log in with your link">
        <Alert status="danger">{error}</Alert>
        <ButtonLink to="/login" size="lg" fullWidth>
          Go to the login page
        </ButtonLink>
      </AuthCard>
    )
  }
  return (
    <AuthCard title="Logging you in">
      <p className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <Spinner label={null} />
        Checking your login link…
      </p>
    </AuthCard>
  )
}
