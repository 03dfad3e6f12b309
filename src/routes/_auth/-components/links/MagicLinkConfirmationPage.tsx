import { MailCheck } from 'lucide-react'
import { LIMITS } from '../../../../../contracts/constants'
import { css } from '../../../../../styled-system/css'
import { useSearchParams } from '../../../../router/useSearchParams'
import { ButtonLink } from '../../../../ui/Button'
import { TextLink } from '../../../../ui/TextLink'
import { AuthCard } from '../../../-components/AuthCard'
import { DevMailboxLink } from './DevMailboxLink'

export function MagicLinkConfirmationPage() {
  const { email } = useSearchParams()
  return (
    <AuthCard
      title="Check your email"
      footer={
        <p>
          Didn’t get it? Check your spam folder, or <TextLink to="/magic-link">send another link</TextLink>.
        </p>
      }
    >
      <div className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
        <MailCheck
          aria-hidden="true"
          className={css({ flexShrink: 0, w: '10', h: '10', color: 'brand.accent' })}
        />
        <p>
          If there is a Lantern account for {email ? <strong>{email}</strong> : 'your email address'}, we have
          sent it a login link. Open the email and select the link to log in. The link works once and expires
          in {LIMITS.MAGIC_LINK_TTL_MINUTES} minutes.
        </p>
      </div>
      <DevMailboxLink />
      <ButtonLink to="/login" variant="outline" fullWidth>
        Back to log in
      </ButtonLink>
    </AuthCard>
  )
}
