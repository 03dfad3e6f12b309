import type { LinkProps } from '@tanstack/react-router'
import { ApiError, messageOf } from '../../../../api/errors'
import { Alert } from '../../../../ui/Alert'
import { ButtonLink } from '../../../../ui/Button'
import { AuthCard } from '../../../-components/AuthCard'

type Props = { error: unknown; title: string; retryTo: LinkProps['to']; retryLabel: string }

/** An emailed link that expired, was used already or never existed: say so, and offer a fresh one. */
export function LinkProblem({ error, title, retryTo, retryLabel }: Props) {
  const gone =
    error instanceof ApiError && (error.status === 410 || error.status === 404 || error.status === 400)
  return (
    <AuthCard title={title}>
      <Alert status="warning" title={gone ? 'This link no longer works' : 'We could not check this link'}>
        {gone
          ? 'Links from our emails work only once and only for a short time. This one has expired or was already used.'
          : messageOf(error)}
      </Alert>
      <ButtonLink to={retryTo} size="lg" fullWidth>
        {retryLabel}
      </ButtonLink>
    </AuthCard>
  )
}
