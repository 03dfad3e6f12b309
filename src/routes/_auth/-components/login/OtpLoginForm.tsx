import { useState } from 'react'
import { z } from 'zod'
import { css } from '../../../../../styled-system/css'
import { client } from '../../../../api/client'
import { ApiError, apiErrorFrom, messageOf } from '../../../../api/errors'
import { useAuth } from '../../../../auth/actor'
import { useSignIn } from '../../../../auth/useSignIn'
import { useForm } from '../../../../forms/useForm'
import { issuesToErrors, validate } from '../../../../forms/validate'
import { Alert } from '../../../../ui/Alert'
import { Button } from '../../../../ui/Button'
import { TextField } from '../../../../ui/Field'
import { PinInput } from '../../../../ui/PinInput'

const CODE_LENGTH = 6

export const PhoneSchema = z.object({
  country_code: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/, 'Enter a country code such as +65.')
    .transform((code) => (code.startsWith('+') ? code : `+${code}`)),
  phone_number: z
    .string()
    .transform((phone) => phone.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,14}$/, 'Enter your mobile number using digits only.')),
})

type Phone = z.infer<typeof PhoneSchema>

/** Sign in with a code sent by text message: number first, then the 6-digit code. */
export function OtpLoginForm() {
  const form = useForm({ country_code: '+65', phone_number: '' })
  const [phone, setPhone] = useState<Phone | null>(null)
  const [code, setCode] = useState<string[]>([])
  const [codeError, setCodeError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const busy = useAuth((s) => s.matches('signingIn'))
  const signIn = useSignIn()

  async function sendCode(target: Phone) {
    setError(null)
    setSending(true)
    try {
      const response = await client.auth.generateOtp({ body: target })
      if (response.status !== 200) throw apiErrorFrom(response)
      setPhone(target)
      setCode([])
    } catch (caught) {
      setError(messageOf(caught))
      if (caught instanceof ApiError && caught.issues.length) form.setErrors(issuesToErrors(caught.issues))
    } finally {
      setSending(false)
    }
  }

  async function submitPhone(event: React.FormEvent) {
    event.preventDefault()
    const result = validate(PhoneSchema, form.values)
    if (!result.ok) return form.setErrors(result.errors)
    await sendCode(result.data)
  }

  async function submitCode(event: React.FormEvent) {
    event.preventDefault()
    if (!phone) return
    setError(null)
    const otp = code.join('')
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(otp))
      return setCodeError(`Enter all ${CODE_LENGTH} digits of the code.`)
    const outcome = await signIn({
      login_type: 'otp',
      mobile_number: `${phone.country_code}${phone.phone_number}`,
      otp,
    })
    if (!outcome.ok) setError(outcome.message)
  }

  const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })

  if (!phone) {
    return (
      <form ref={form.formRef} noValidate onSubmit={submitPhone} className={stack}>
        {error ? <Alert status="danger">{error}</Alert> : null}
        <div
          className={css({ display: 'grid', gridTemplateColumns: '7rem 1fr', gap: '3', alignItems: 'start' })}
        >
          <TextField
            label="Country code"
            inputMode="tel"
            autoComplete="tel-country-code"
            {...form.field('country_code')}
          />
          <TextField
            label="Mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            {...form.field('phone_number')}
          />
        </div>
        <Button type="submit" size="lg" fullWidth loading={sending} loadingText="Sending code…">
          Send code
        </Button>
      </form>
    )
  }

  return (
    <form noValidate onSubmit={submitCode} className={stack}>
      <Alert status="info">
        We sent a {CODE_LENGTH}-digit code to {phone.country_code} {phone.phone_number}.
      </Alert>
      {error ? <Alert status="danger">{error}</Alert> : null}
      <PinInput
        label={`Enter the ${CODE_LENGTH}-digit code`}
        length={CODE_LENGTH}
        value={code}
        invalid={Boolean(codeError)}
        onValueChange={(details) => {
          setCode(details.value)
          setCodeError(null)
        }}
      />
      {codeError ? (
        <p role="alert" className={css({ color: 'danger.fg', fontWeight: '600', fontSize: 'sm' })}>
          {codeError}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={busy} loadingText="Logging in…">
        Log in
      </Button>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', justifyContent: 'space-between' })}>
        <Button variant="link" onClick={() => setPhone(null)}>
          Use a different number
        </Button>
        <Button variant="link" onClick={() => sendCode(phone)} loading={sending} loadingText="Sending…">
          Send a new code
        </Button>
      </div>
    </form>
  )
}
