import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { USER_ROLE } from '../../../../../contracts/constants'
import { css } from '../../../../../styled-system/css'
import { lastAuthFailure, settle, useAuth } from '../../../../auth/actor'
import { getBrand } from '../../../../brand/site'
import { useForm } from '../../../../forms/useForm'
import { issuesToErrors, validate } from '../../../../forms/validate'
import { loadRouteGuard } from '../../../../router/guard'
import { useSearchParams } from '../../../../router/useSearchParams'
import { Alert } from '../../../../ui/Alert'
import { Button } from '../../../../ui/Button'
import { Checkbox } from '../../../../ui/Checkbox'
import { TextField } from '../../../../ui/Field'
import { PasswordField } from '../../../../ui/PasswordField'
import { Anchor } from '../../../../ui/TextLink'
import { PasswordStrengthMeter } from '../password/PasswordStrength'
import { AskGrownUpForm } from './AskGrownUpForm'
import { RoleChoice, type SignupRole } from './RoleChoice'
import { SignupFormSchema } from './schema'

const EMAIL_TAKEN_STATUS = 409

export function SignupForm({ freeTier }: { freeTier: boolean }) {
  const form = useForm({ first_name: '', last_name: '', email: '', password: '', has_agreed_policy: false })
  const [role, setRole] = useState<SignupRole>('parent')
  const [error, setError] = useState<string | null>(null)
  const busy = useAuth((s) => s.matches('signingUp'))
  const navigate = useNavigate()
  const search = useSearchParams()

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setError(null)
    const result = validate(SignupFormSchema, form.values)
    if (!result.ok) return form.setErrors(result.errors)
    const referral = search.referral_code ?? search.ref
    const body = {
      ...result.data,
      user_role_id: USER_ROLE.PARENT,
      portal: getBrand().site.portal,
      ...(referral ? { referral_code: referral } : {}),
      // From a child's consent link: the same address proves itself (ADR 0057).
      ...(search.consent ? { consent_token: search.consent } : {}),
    }
    const snapshot = await settle({ type: 'auth.signUp', body, isFreeTier: freeTier })
    const { user } = snapshot.context
    if (snapshot.matches('signedIn') && user) {
      const { loginRedirectTarget } = await loadRouteGuard()
      await navigate({ href: loginRedirectTarget(search, user), replace: true })
      return
    }
    const failure = lastAuthFailure()
    setError(snapshot.context.error ?? 'We could not create your account. Please try again.')
    if (failure?.status === EMAIL_TAKEN_STATUS) form.setErrors({ email: failure.message })
    else if (failure?.issues.length) form.setErrors(issuesToErrors(failure.issues))
  }

  if (role === 'student') {
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        <RoleChoice value={role} onChange={setRole} />
        <AskGrownUpForm />
      </div>
    )
  }

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
    >
      {error ? <Alert status="danger">{error}</Alert> : null}
      <RoleChoice value={role} onChange={setRole} />
      <div
        className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}
      >
        <TextField label="First name" autoComplete="given-name" {...form.field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...form.field('last_name')} />
      </div>
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        {...form.field('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={<PasswordStrengthMeter password={form.values.password} />}
        {...form.field('password')}
      />
      <Checkbox
        label={
          <>
            I agree to the{' '}
            <Anchor href="/terms-condition" target="_blank" rel="noopener">
              terms and conditions
            </Anchor>{' '}
            and the{' '}
            <Anchor href="/privacy-policy" target="_blank" rel="noopener">
              privacy policy
            </Anchor>
            .
          </>
        }
        {...form.checkbox('has_agreed_policy')}
      />
      <Button type="submit" size="lg" fullWidth loading={busy} loadingText="Creating your account…">
        {freeTier ? 'Create my free Lite account' : 'Create account'}
      </Button>
    </form>
  )
}
