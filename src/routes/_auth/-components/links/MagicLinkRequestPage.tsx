import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { z } from 'zod'
import { css } from '../../../../../styled-system/css'
import { client } from '../../../../api/client'
import { ApiError, apiErrorFrom, messageOf } from '../../../../api/errors'
import { getBrand } from '../../../../brand/site'
import { useForm } from '../../../../forms/useForm'
import { issuesToErrors, validate } from '../../../../forms/validate'
import { Alert } from '../../../../ui/Alert'
import { Button } from '../../../../ui/Button'
import { TextField } from '../../../../ui/Field'
import { TextLink } from '../../../../ui/TextLink'
import { AuthCard } from '../../../-components/AuthCard'

export const EmailOnlySchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address.')
    .email('Enter a valid email address, like name@example.com.'),
})

export function MagicLinkRequestPage() {
  const form = useForm({ email: '' })
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const navigate = useNavigate()

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setError(null)
    const result = validate(EmailOnlySchema, form.values)
    if (!result.ok) return form.setErrors(result.errors)
    setSending(true)
    try {
      const email = result.data.email.toLowerCase()
      const response = await client.auth.requestMagicLink({ body: { email, portal: getBrand().site.portal } })
      if (response.status !== 200) throw apiErrorFrom(response)
      await navigate({ href: `/magic-link/confirmation?${new URLSearchParams({ email })}` })
    } catch (caught) {
      setError(messageOf(caught))
      if (caught instanceof ApiError && caught.issues.length) form.setErrors(issuesToErrors(caught.issues))
    } finally {
      setSending(false)
    }
  }

  return (
    <AuthCard
      title="Log in with a magic link"
      description="No password needed. We will email you a link that logs you in."
      footer={
        <p>
          Prefer your password? <TextLink to="/login">Log in with a password</TextLink>
        </p>
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
          Email me a login link
        </Button>
      </form>
    </AuthCard>
  )
}
