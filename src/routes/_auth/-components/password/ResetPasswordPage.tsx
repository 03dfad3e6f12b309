import { CircleCheck } from 'lucide-react'
import { useState } from 'react'
import { z } from 'zod'
import { LIMITS } from '../../../../../contracts/constants'
import { css } from '../../../../../styled-system/css'
import { client } from '../../../../api/client'
import { ApiError, apiErrorFrom, messageOf } from '../../../../api/errors'
import { useForm } from '../../../../forms/useForm'
import { issuesToErrors, validate } from '../../../../forms/validate'
import { useSearchParams } from '../../../../router/useSearchParams'
import { Alert } from '../../../../ui/Alert'
import { Button, ButtonLink } from '../../../../ui/Button'
import { PasswordField } from '../../../../ui/PasswordField'
import { AuthCard } from '../../../-components/AuthCard'
import { LinkProblem } from '../links/LinkProblem'
import { PasswordStrengthMeter } from './PasswordStrength'

export const NewPasswordSchema = z
  .object({
    new_password: z
      .string()
      .min(LIMITS.PASSWORD_MIN_LENGTH, `Use at least ${LIMITS.PASSWORD_MIN_LENGTH} characters.`)
      .max(128, 'Use at most 128 characters.'),
    confirm_password: z.string().min(1, 'Type the new password again.'),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'The two passwords are different. Type the same password in both boxes.',
  })

export function ResetPasswordPage() {
  const { token } = useSearchParams()
  const form = useForm({ new_password: '', confirm_password: '' })
  const [status, setStatus] = useState<'idle' | 'saving' | 'done'>('idle')
  const [error, setError] = useState<unknown>(null)

  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <Alert status="warning" title="This page needs the link from your email">
          Open the password reset email and select its link, or ask for a new one.
        </Alert>
        <ButtonLink to="/academy/forget-password" size="lg" fullWidth>
          Send me a reset link
        </ButtonLink>
      </AuthCard>
    )
  }
  if (error instanceof ApiError && error.status === 410) {
    return (
      <LinkProblem
        error={error}
        title="Choose a new password"
        retryTo="/academy/forget-password"
        retryLabel="Send me a new link"
      />
    )
  }
  if (status === 'done') {
    return (
      <AuthCard title="Your password has been changed">
        <p className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
          <CircleCheck
            aria-hidden="true"
            className={css({ flexShrink: 0, color: 'success.fg', mt: '0.5' })}
          />
          You can now log in with your new password. For your safety, we logged you out on your other devices.
        </p>
        <ButtonLink to="/login" size="lg" fullWidth>
          Log in
        </ButtonLink>
      </AuthCard>
    )
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setError(null)
    const result = validate(NewPasswordSchema, form.values)
    if (!result.ok) return form.setErrors(result.errors)
    setStatus('saving')
    try {
      const response = await client.auth.resetPassword({
        body: { token: token!, new_password: result.data.new_password },
      })
      if (response.status !== 200) throw apiErrorFrom(response)
      setStatus('done')
    } catch (caught) {
      setStatus('idle')
      setError(caught)
      if (caught instanceof ApiError && caught.issues.length) form.setErrors(issuesToErrors(caught.issues))
    }
  }

  return (
    <AuthCard
      title="Choose a new password"
      description="Pick a password you have not used on Lantern before."
    >
      <form
        ref={form.formRef}
        noValidate
        onSubmit={submit}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        {error ? <Alert status="danger">{messageOf(error)}</Alert> : null}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={<PasswordStrengthMeter password={form.values.new_password} />}
          {...form.field('new_password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          {...form.field('confirm_password')}
        />
        <Button type="submit" size="lg" fullWidth loading={status === 'saving'} loadingText="Saving…">
          Save new password
        </Button>
      </form>
    </AuthCard>
  )
}
