import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CircleCheck } from 'lucide-react'
import { landingFor } from '../../../../../machines/homes'
import { css } from '../../../../../styled-system/css'
import { verifyEmail } from '../../../../api/consent'
import { ApiError, messageOf } from '../../../../api/errors'
import { userInformationQueryOptions } from '../../../../api/users'
import { useSessionUser } from '../../../../auth/session'
import { useSearchParams } from '../../../../router/useSearchParams'
import { Alert } from '../../../../ui/Alert'
import { Button, ButtonLink } from '../../../../ui/Button'
import { AuthCard } from '../../../-components/AuthCard'
import { LinkProblem } from '../links/LinkProblem'

const TITLE = 'Verify your email'

/**
 * The link mailed to a new account. Like the email-change link it acts only on a press of the button, so a mail
 * scanner that opens links cannot use it up.
 */
export function VerifyEmailPage() {
  const { token } = useSearchParams()
  const user = useSessionUser()
  const queryClient = useQueryClient()
  const verify = useMutation({
    mutationFn: () => verifyEmail(token!),
    // The signed-in area re-reads the account when it opens, and the banner goes with the fresh reply.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInformationQueryOptions().queryKey }),
  })

  if (!token) {
    return (
      <AuthCard title={TITLE}>
        <Alert status="warning" title="This page needs the link from your email">
          Open the email we sent when you made your account and select its link.
        </Alert>
      </AuthCard>
    )
  }
  if (verify.error instanceof ApiError && verify.error.status === 410) {
    return (
      <LinkProblem
        error={verify.error}
        title={TITLE}
        retryTo="/login"
        retryLabel="Log in to get a new link"
      />
    )
  }
  if (verify.isSuccess) {
    return (
      <AuthCard title="Your email is verified">
        <p className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
          <CircleCheck
            aria-hidden="true"
            className={css({ flexShrink: 0, color: 'success.fg', mt: '0.5' })}
          />
          Thank you. {verify.data.email} is confirmed as yours.
        </p>
        {user ? (
          <ButtonLink to={landingFor(user)} size="lg" fullWidth>
            Continue
          </ButtonLink>
        ) : (
          <ButtonLink to="/login" size="lg" fullWidth>
            Log in
          </ButtonLink>
        )}
      </AuthCard>
    )
  }
  return (
    <AuthCard title={TITLE} description="Press the button to confirm this email address is yours.">
      {verify.error ? <Alert status="danger">{messageOf(verify.error)}</Alert> : null}
      <Button
        size="lg"
        fullWidth
        loading={verify.isPending}
        loadingText="Verifying…"
        onClick={() => verify.mutate()}
      >
        Verify my email
      </Button>
    </AuthCard>
  )
}
