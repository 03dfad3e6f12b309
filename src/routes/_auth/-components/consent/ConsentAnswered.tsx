import { CircleCheck } from 'lucide-react'
import { css } from '../../../../../styled-system/css'
import type { Child } from '../../../../api/children'
import { ButtonLink } from '../../../../ui/Button'
import { AuthCard } from '../../../-components/AuthCard'

type Props = { outcome: 'declined' } | { outcome: 'created'; child: Child }

/** The end of a consent link: the request is gone either way, and the page says what happens next. */
export function ConsentAnswered(props: Props) {
  if (props.outcome === 'declined') {
    return (
      <AuthCard title="Request deleted">
        <p>Thank you. We deleted the request and the name in it. No account was made.</p>
        <ButtonLink to="/" size="lg" fullWidth>
          Go to Lantern
        </ButtonLink>
      </AuthCard>
    )
  }
  const { child } = props
  return (
    <AuthCard title={`${child.first_name}’s account is ready`}>
      <p className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
        <CircleCheck aria-hidden="true" className={css({ flexShrink: 0, color: 'success.fg', mt: '0.5' })} />
        {child.first_name} signs in on the Student tab with the username {child.username}. Next, choose their
        subjects.
      </p>
      <ButtonLink
        to="/academy/child/$childId/manage"
        params={{ childId: String(child.id) }}
        size="lg"
        fullWidth
      >
        Choose {child.first_name}’s subjects
      </ButtonLink>
    </AuthCard>
  )
}
