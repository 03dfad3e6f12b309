import { useQuery } from '@tanstack/react-query'
import { css } from '../../../../../styled-system/css'
import { type ParentNextStep, parentOnboardingQueryOptions } from '../../../../api/onboarding'
import { Alert } from '../../../../ui/Alert'
import { Button, ButtonLink } from '../../../../ui/Button'
import { Spinner } from '../../../../ui/Spinner'

const actions = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  flexWrap: 'wrap',
  gap: '3',
  // Full width on a phone, with room for the longest label.
  '& > *': { justifyContent: 'center', px: { base: '4 !important', sm: '7 !important' } },
})

/** A visitor: make the account now; the answers wait in this tab until then. */
export function SignUpActions({ signedInAs }: { signedInAs: string | null }) {
  if (signedInAs) {
    return (
      <Alert status="info" title="This guide is for parents">
        You are signed in as a {signedInAs.toLowerCase()}, so your answers are not saved. A parent can create
        their own account to get started.
      </Alert>
    )
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div className={actions}>
        <ButtonLink to="/academy/signup" size="lg">
          Create my parent account
        </ButtonLink>
        <ButtonLink to="/academy/lite-signup" size="lg" variant="outline">
          Start free with Lite
        </ButtonLink>
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        We keep your answers in this browser tab and add them to your account once it is made.
      </p>
    </div>
  )
}

type Next = { to: string; label: (name: string) => string; text: (name: string) => string }
const NEXT: Record<ParentNextStep, Next> = {
  add_child: {
    to: '/academy/create-child-account',
    label: (name) => `Add ${name} to your account`,
    text: (name) => `Next, make a login for ${name}: it takes a minute.`,
  },
  choose_plan: {
    to: '/courses',
    label: (name) => `Choose ${name}'s subjects`,
    text: () => 'Next, choose the subjects to unlock, or carry on with Lite for free.',
  },
  done: {
    to: '/academy/dashboard',
    label: () => 'Go to my dashboard',
    text: (name) => `Thank you! We will use your answers to suggest where ${name} starts.`,
  },
}

/** A signed-in parent: the answers were saved to the account; what to do next, from where they stand. */
export function SavedActions({ name }: { name: string }) {
  const parent = useQuery(parentOnboardingQueryOptions())
  const next = NEXT[parent.data?.next_step ?? 'done']
  const child = name || 'your child'
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <Alert status="success" title="Saved to your account">
        {parent.isPending ? 'Thank you!' : next.text(child)}
      </Alert>
      {parent.isPending ? (
        <Spinner size="sm" label="Checking what is next" />
      ) : (
        <div className={actions}>
          <ButtonLink to={next.to} size="lg">
            {next.label(child)}
          </ButtonLink>
          {next.to === '/academy/dashboard' ? (
            <ButtonLink to="/courses" size="lg" variant="outline">
              See the courses
            </ButtonLink>
          ) : (
            <ButtonLink to="/academy/dashboard" size="lg" variant="outline">
              Go to my dashboard
            </ButtonLink>
          )}
        </div>
      )}
    </div>
  )
}

export function SaveFailedActions({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <Alert status="danger" title="Your answers were not saved">
        {error}
      </Alert>
      <div className={actions}>
        <Button size="lg" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  )
}
