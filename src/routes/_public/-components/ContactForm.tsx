import { useState } from 'react'
import { z } from 'zod'
import { EmailSchema } from '../../../../contracts/common'
import { css } from '../../../../styled-system/css'
import { client } from '../../../api/client'
import { ApiError, apiErrorFrom, messageOf } from '../../../api/errors'
import { useForm } from '../../../forms/useForm'
import { issuesToErrors, validate } from '../../../forms/validate'
import { Alert } from '../../../ui/Alert'
import { Button } from '../../../ui/Button'
import { TextareaField, TextField } from '../../../ui/Field'

const ContactSchema = z.object({
  name: z.string().trim().max(120, 'Use at most 120 characters for your name.').optional(),
  from_email: EmailSchema,
  message: z.string().trim().min(1, 'Write a message.').max(5000, 'Keep the message under 5000 characters.'),
})

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'unavailable' }
  | { kind: 'failed'; message: string }

export function ContactForm({ supportEmail }: { supportEmail: string }) {
  const form = useForm({ name: '', from_email: '', message: '' })
  const [status, setStatus] = useState<Status>({ kind: 'idle' })

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const result = validate(ContactSchema, { ...form.values, name: form.values.name || undefined })
    if (!result.ok) return form.setErrors(result.errors)
    setStatus({ kind: 'sending' })
    try {
      const response = await client.users.sendContactMessage({ body: result.data })
      if (response.status === 202) return setStatus({ kind: 'sent' })
      // The mailer may not be deployed yet; the email address always works.
      if (response.status === 404) return setStatus({ kind: 'unavailable' })
      throw apiErrorFrom(response)
    } catch (error) {
      if (error instanceof ApiError && error.issues.length) form.setErrors(issuesToErrors(error.issues))
      setStatus({ kind: 'failed', message: messageOf(error) })
    }
  }

  if (status.kind === 'sent') {
    return (
      <Alert status="success" title="Thank you, your message is on its way">
        We will reply to {form.values.from_email} soon.
      </Alert>
    )
  }
  if (status.kind === 'unavailable') {
    return (
      <Alert status="warning" title="Our contact form is not available right now">
        Please email us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. Your message was not sent:
        here it is so you can copy it: “{form.values.message}”
      </Alert>
    )
  }
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      {status.kind === 'failed' ? <Alert status="danger">{status.message}</Alert> : null}
      <TextField label="Your name (optional)" autoComplete="name" {...form.field('name')} />
      <TextField label="Your email address" type="email" autoComplete="email" {...form.field('from_email')} />
      <TextareaField label="Your message" {...form.field('message')} />
      <div>
        <Button type="submit" loading={status.kind === 'sending'} loadingText="Sending…">
          Send message
        </Button>
      </div>
    </form>
  )
}
