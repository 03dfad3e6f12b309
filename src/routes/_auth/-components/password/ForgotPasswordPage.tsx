import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { LIMITS } from '../../../../../contracts/constants'
import { css } from '../../../../../styled-system/css'
import { client } from '../../../../api/client'
import { apiErrorFrom } from '../../../../api/errors'
import { ButtonLink } from '../../../../ui/Button'
import { TextLink } from '../../../../ui/TextLink'
import { AuthCard } from '../../../-components/AuthCard'
import { EmailRequestForm } from '../EmailRequestForm'
import { DevMailboxLink } from '../links/DevMailboxLink'

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null)

  async function send(email: string) {
    const response = await client.auth.requestPasswordReset({ body: { email } })
    if (response.status !== 200) throw apiErrorFrom(response)
    setSentTo(email)
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <div className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
          <MailCheck
            aria-hidden="true"
            className={css({ flexShrink: 0, w: '10', h: '10', color: 'brand.accent' })}
          />
          <p>
            If there is a Lantern account for <strong>{sentTo}</strong>, we have sent it a link to choose a
            new password. The link works once and expires in {LIMITS.PASSWORD_RESET_TTL_MINUTES} minutes.
          </p>
        </div>
        <DevMailboxLink />
        <ButtonLink to="/login" variant="outline" fullWidth>
          Back to log in
        </ButtonLink>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email address you use for Lantern and we will send you a link to choose a new password."
      footer={
        <>
          <p>
            Remembered it? <TextLink to="/login">Back to log in</TextLink>
          </p>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            Students without an email address: ask your parent or teacher to reset your password.
          </p>
        </>
      }
    >
      <EmailRequestForm submitLabel="Send reset link" send={send} />
    </AuthCard>
  )
}
