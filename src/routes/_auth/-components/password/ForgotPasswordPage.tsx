import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { LIMITS } from '../../../../../contracts/constants'
import { css } from '../../../../../styled-system/css'
import { client } from '../../../../api/client'
import { ApiError, apiErrorFrom, messageOf } from '../../../../api/errors'
import { useForm } from '../../../../forms/useForm'
import { issuesToErrors, validate } from '../../../../forms/validate'
import { Alert } from '../../../../ui/Alert'
import { Button, ButtonLink } from '../../../../ui/Button'
import { TextField } from '../../../../ui/Field'
import { TextLink } from '../../../../ui/TextLink'
import { AuthCard } from '../../../-components/AuthCard'
import { DevMailboxLink } from '../links/DevMailboxLink'
import { EmailOnlySchema } from '../links/MagicLinkRequestPage'

export function ForgotPasswordPage() {
  const form = useForm({ email: '' })
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setError(null)
    const result = validate(EmailOnlySchema, form.values)
    if (!result.ok) return form.setErrors(result.errors)
    setSending(true)
    try {
      const email = result.data.email.toLowerCase()
      const response = await client.auth.requestPasswordReset({ body: { email } })
      if (response.status !== 200) throw apiErrorFrom(response)
      setSentTo(email)
    } catch (caught) {
      setError(messageOf(caught))
      if (caught instanceof ApiError && caught.issues.length) form.setErrors(issuesToErrors(caught.issues))
    } finally {
      setSending(false)
    }
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
      <form
        ref={form.formRef}
        noValidate
        onSubmit={submit}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        {error ? <Alert status="danger">{error}</Alert> : null}
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('email')}
        />
        <Button type="submit" size="lg" fullWidth loading={sending} loadingText="Sending…">
          Send reset link
        </Button>
      </form>
    </AuthCard>
  )
}
