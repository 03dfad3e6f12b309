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

// Parents, teachers and staff sign in with their email; children with the username their parent or school
// set up (they have no email). Everything else about the two forms is the same.
const KINDS = {
  email: {
    schema: z.object({
      id: z
        .string()
        .trim()
        .min(1, 'Enter your email address.')
        .email('Enter a valid email address, like name@example.com.'),
      password: z.string().min(1, 'Enter your password.'),
    }),
    field: {
      label: 'Email address',
      type: 'email',
      autoComplete: 'email',
      inputMode: 'email',
    },
  },
  username: {
    schema: z.object({
      id: z.string().trim().min(1, 'Type your username.'),
      password: z.string().min(1, 'Type your password.'),
    }),
    field: {
      label: 'Username',
      hint: 'The username your parent or teacher made for you. It is not your name.',
      autoComplete: 'username',
      autoCapitalize: 'none',
      autoCorrect: 'off',
      spellCheck: false,
    },
  },
} as const

export function PasswordLoginForm({ kind }: { kind: keyof typeof KINDS }) {
  const form = useForm({ id: '', password: '' })
  const [error, setError] = useState<string | null>(null)
  const busy = useAuth((s) => s.matches('signingIn'))
  const signIn = useSignIn()
  const { schema, field } = KINDS[kind]

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setError(null)
    const result = validate(schema, form.values)
    if (!result.ok) return form.setErrors(result.errors)
    const outcome = await signIn({
      login_type: kind,
      [kind]: result.data.id.toLowerCase(),
      password: result.data.password,
    })
    if (!outcome.ok) {
      setError(outcome.message)
      if (outcome.failure?.issues.length) {
        form.setErrors(
          issuesToErrors(
            outcome.failure.issues.map((i) => ({ ...i, path: i.path === kind ? 'id' : i.path })),
          ),
        )
      }
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
      <TextField {...field} {...form.field('id')} />
      <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
      <Button type="submit" size="lg" fullWidth loading={busy} loadingText="Logging in…">
        Log in
      </Button>
    </form>
  )
}
