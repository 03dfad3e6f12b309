import { useState } from 'react'
import { z } from 'zod'
import { css } from '../../../../styled-system/css'
import { ApiError, messageOf } from '../../../api/errors'
import { useForm } from '../../../forms/useForm'
import { issuesToErrors, validate } from '../../../forms/validate'
import { Alert } from '../../../ui/Alert'
import { Button } from '../../../ui/Button'
import { TextField } from '../../../ui/Field'

export const EmailOnlySchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address.')
    .email('Enter a valid email address, like name@example.com.'),
})

/**
 * One email field that asks the server to send something (a magic link, a reset link): validates, sends,
 * shows the server's message and per-field issues, and hands the address on once it was accepted.
 */
export function EmailRequestForm({
  submitLabel,
  send,
}: {
  submitLabel: string
  /** Sends the request for a valid, lower-cased address; throws an ApiError when refused. */
  send: (email: string) => Promise<void>
}) {
  const form = useForm({ email: '' })
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setError(null)
    const result = validate(EmailOnlySchema, form.values)
    if (!result.ok) return form.setErrors(result.errors)
    setSending(true)
    try {
      await send(result.data.email.toLowerCase())
    } catch (caught) {
      setError(messageOf(caught))
      if (caught instanceof ApiError && caught.issues.length) form.setErrors(issuesToErrors(caught.issues))
    } finally {
      setSending(false)
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
      <Button type="submit" size="lg" fullWidth loading={sending} loadingText="Sending…">
        {submitLabel}
      </Button>
    </form>
  )
}
