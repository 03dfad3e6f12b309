import { useMutation } from '@tanstack/react-query'
import { MailCheck } from 'lucide-react'
import { ParentalConsentBodySchema } from '../../../../../contracts/auth-consent'
import { css } from '../../../../../styled-system/css'
import { askGrownUp } from '../../../../api/consent'
import { ApiError, messageOf } from '../../../../api/errors'
import { useForm } from '../../../../forms/useForm'
import { issuesToErrors, validate } from '../../../../forms/validate'
import { Alert } from '../../../../ui/Alert'
import { Button } from '../../../../ui/Button'
import { TextField } from '../../../../ui/Field'

/**
 * A child who starts alone gives a first name and a grown-up's email, and nothing else: the grown-up makes the
 * account after saying yes by email (ADR 0057).
 */
export function AskGrownUpForm() {
  const form = useForm({ child_first_name: '', parent_email: '' })
  const ask = useMutation({
    mutationFn: askGrownUp,
    onError: (error) => {
      if (error instanceof ApiError && error.issues.length) form.setErrors(issuesToErrors(error.issues))
    },
  })

  if (ask.isSuccess) {
    return (
      <section
        aria-labelledby="asked-title"
        aria-live="polite"
        className={css({ display: 'flex', flexDirection: 'column', gap: '3', textAlign: 'center' })}
      >
        <MailCheck
          aria-hidden="true"
          className={css({ mx: 'auto', width: '10', height: '10', color: 'success.fg' })}
        />
        <h2 id="asked-title" className={css({ fontSize: 'xl', fontWeight: '700' })}>
          We’ve emailed your grown-up!
        </h2>
        <p>
          Ask them to look for an email from Lantern. If they say yes, they will make your account with you,
          and then you can start practising.
        </p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          The link in the email works for 7 days. Until your grown-up answers, we keep only your first name
          and their email.
        </p>
        <Button variant="outline" onClick={() => ask.reset()}>
          Use a different email
        </Button>
      </section>
    )
  }

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const result = validate(ParentalConsentBodySchema, form.values)
    if (!result.ok) return form.setErrors(result.errors)
    ask.mutate(result.data)
  }

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby="ask-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <h2 id="ask-title" className={css({ fontSize: 'lg', fontWeight: '700' })}>
        Ask a grown-up
      </h2>
      <p>
        Children’s accounts are made by a parent or your school. Tell us your first name and your grown-up’s
        email, and we will ask them.
      </p>
      {ask.error && !(ask.error instanceof ApiError && ask.error.issues.length) ? (
        <Alert status="danger">{messageOf(ask.error)}</Alert>
      ) : null}
      <TextField label="Your first name" autoComplete="given-name" {...form.field('child_first_name')} />
      <TextField
        label="Your grown-up’s email"
        type="email"
        autoComplete="off"
        inputMode="email"
        hint="A parent or carer. Not your own email."
        {...form.field('parent_email')}
      />
      <Button type="submit" size="lg" fullWidth loading={ask.isPending} loadingText="Sending…">
        Email my grown-up
      </Button>
    </form>
  )
}
