import { useState } from 'react'
import { z } from 'zod'
import { css } from '../../../../../styled-system/css'
import { useAuth } from '../../../../auth/actor'
import { useSignIn } from '../../../../auth/useSignIn'
import { useForm } from '../../../../forms/useForm'
import { issuesToErrors, validate } from '../../../../forms/validate'
import { Alert } from '../../../../ui/Alert'
import { Button } from '../../../../ui/Button'
import { TextField } from '../../../../ui/Field'
import { PasswordField } from '../../../../ui/PasswordField'

export const EmailLoginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address.')
    .email('Enter a valid email address, like name@example.com.'),
  password: z.string().min(1, 'Enter your password.'),
})

/** Parents, teachers and staff: email and password. */
export function EmailLoginForm() {
  const form = useForm({ email: '', password: '' })
  const [error, setError] = useState<string | null>(null)
  const busy = useAuth((s) => s.matches('signingIn'))
  const signIn = useSignIn()

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setError(null)
    const result = validate(EmailLoginSchema, form.values)
    if (!result.ok) return form.setErrors(result.errors)
    const outcome = await signIn({
      login_type: 'email',
      email: result.data.email.toLowerCase(),
      password: result.data.password,
    })
    if (!outcome.ok) {
      setError(outcome.message)
      if (outcome.failure?.issues.length) form.setErrors(issuesToErrors(outcome.failure.issues))
    }
  }

  return (
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
      <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
      <Button type="submit" size="lg" fullWidth loading={busy} loadingText="Logging in…">
        Log in
      </Button>
    </form>
  )
}
