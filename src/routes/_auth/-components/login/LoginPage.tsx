import { useEffect, useRef, useState } from 'react'
import { landingFor } from '../../../../../machines/homes'
import { css } from '../../../../../styled-system/css'
import { ACTIVATION_CODE_KEY } from '../../../../auth/activation-code'
import { authActor, settle, useAuthUser } from '../../../../auth/actor'
import { providerName, readProviderReturn } from '../../../../auth/providers'
import { displayNameOf } from '../../../../auth/roles'
import { useSignIn } from '../../../../auth/useSignIn'
import { getConfig } from '../../../../config'
import { useSearchParams } from '../../../../router/useSearchParams'
import { Alert } from '../../../../ui/Alert'
import { Button, ButtonLink } from '../../../../ui/Button'
import { Spinner } from '../../../../ui/Spinner'
import * as Tabs from '../../../../ui/Tabs'
import { TextLink } from '../../../../ui/TextLink'
import { AuthCard } from '../../../-components/AuthCard'
import { OtpLoginForm } from './OtpLoginForm'
import { PasswordLoginForm } from './PasswordLoginForm'
import { ProviderButtons } from './ProviderButtons'

const TAB_KEY = 'login_tab'
type Tab = 'email' | 'username' | 'otp'

function initialTab(otpEnabled: boolean): Tab {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(TAB_KEY)
  if (stored === 'username' || (stored === 'otp' && otpEnabled)) return stored
  return 'email'
}

function useProviderReturn() {
  const signIn = useSignIn()
  const [state, setState] = useState<{ busy: string | null; error: string | null }>({
    busy: null,
    error: null,
  })
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    const result = readProviderReturn(location.search, location.hash)
    if (result.kind === 'none') return
    // The code works once: drop it from the address bar so a reload does not replay it.
    const keep = new URLSearchParams(location.search)
    for (const key of ['code', 'state', 'error', 'error_description', 'scope', 'authuser', 'prompt'])
      keep.delete(key)
    history.replaceState(history.state, '', `/login${keep.size ? `?${keep}` : ''}`)
    if (result.kind === 'error') return setState({ busy: null, error: result.message })
    setState({ busy: `Logging you in with ${providerName(result.provider)}…`, error: null })
    void signIn(result.body).then((outcome) => {
      if (!outcome.ok) setState({ busy: null, error: outcome.message })
    })
  }, [signIn])
  return state
}

function SignedInNotice({ onSignedOut }: { onSignedOut: () => void }) {
  const user = useAuthUser()
  const [busy, setBusy] = useState(false)
  if (!user) return null
  return (
    <AuthCard title="You are already logged in" description={`Logged in as ${displayNameOf(user)}.`}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <ButtonLink to={landingFor(user)}>Go to my home</ButtonLink>
        <Button
          variant="outline"
          loading={busy}
          loadingText="Logging out…"
          onClick={async () => {
            setBusy(true)
            await settle({ type: 'auth.signOut' })
            onSignedOut()
          }}
        >
          Log out to use another account
        </Button>
      </div>
    </AuthCard>
  )
}

export function LoginPage() {
  const config = getConfig()
  const search = useSearchParams()
  const [alreadySignedIn, setAlreadySignedIn] = useState(() => authActor.getSnapshot().context.user !== null)
  const [tab, setTab] = useState<Tab>(() => initialTab(config.providers.otp))
  const provider = useProviderReturn()
  const activationCode = search.activation_code

  useEffect(() => {
    if (activationCode) localStorage.setItem(ACTIVATION_CODE_KEY, activationCode)
  }, [activationCode])

  if (alreadySignedIn) return <SignedInNotice onSignedOut={() => setAlreadySignedIn(false)} />
  if (provider.busy) {
    return (
      <AuthCard title="Logging you in">
        <p className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
          <Spinner label={null} />
          {provider.busy}
        </p>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Log in to Lantern"
      description="Welcome back! Choose how you want to log in."
      footer={
        <p>
          New to Lantern? <TextLink to="/academy/signup">Create an account</TextLink>
        </p>
      }
    >
      {activationCode ? (
        <Alert status="info" title="Your activation code is saved">
          Log in (or create an account) and you can use code {activationCode} next.
        </Alert>
      ) : null}
      {provider.error ? <Alert status="danger">{provider.error}</Alert> : null}
      <Tabs.Root
        value={tab}
        onValueChange={(details) => {
          setTab(details.value as Tab)
          localStorage.setItem(TAB_KEY, details.value)
        }}
      >
        <Tabs.List aria-label="How do you log in?">
          <Tabs.Trigger value="email">Parent or teacher</Tabs.Trigger>
          <Tabs.Trigger value="username">Student</Tabs.Trigger>
          {config.providers.otp ? <Tabs.Trigger value="otp">One-time code</Tabs.Trigger> : null}
        </Tabs.List>
        <Tabs.Content value="email">
          <PasswordLoginForm kind="email" />
        </Tabs.Content>
        <Tabs.Content value="username">
          <PasswordLoginForm kind="username" />
        </Tabs.Content>
        {config.providers.otp ? (
          <Tabs.Content value="otp">
            <OtpLoginForm />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
      <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '3' })}>
        <TextLink to="/academy/forget-password">Forgot password?</TextLink>
        <TextLink to="/magic-link">Email me a login link instead</TextLink>
      </div>
      <ProviderButtons />
    </AuthCard>
  )
}
