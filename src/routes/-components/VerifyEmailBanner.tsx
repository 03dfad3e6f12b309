import { useMutation } from '@tanstack/react-query'
import type { SessionUser } from '../../../contracts/common'
import { css } from '../../../styled-system/css'
import { resendVerification } from '../../api/consent'
import { messageOf } from '../../api/errors'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'

/**
 * Until a new account opens the link mailed to it, every page asks, and offers to send it again. Nothing is
 * locked meanwhile (ADR 0057).
 */
export function VerifyEmailBanner({ user }: { user: SessionUser }) {
  const resend = useMutation({ mutationFn: resendVerification })
  if (user.flag.email_verified !== false || !user.email) return null
  return (
    <div className={css({ mb: '4' })}>
      <Alert status="warning" title="Please verify your email">
        <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
          <span>
            We sent a link to {user.email}. Open it to confirm the address is yours, so we can reach you about
            your account and your children’s.
          </span>
          {resend.isSuccess ? (
            <span role="status">{resend.data.message}</span>
          ) : (
            <Button
              size="sm"
              variant="outline"
              loading={resend.isPending}
              loadingText="Sending…"
              onClick={() => resend.mutate()}
            >
              Send the link again
            </Button>
          )}
          {resend.error ? <span role="alert">{messageOf(resend.error)}</span> : null}
        </span>
      </Alert>
    </div>
  )
}
