import { useSuspenseQuery } from '@tanstack/react-query'
import { Gift } from 'lucide-react'
import { css } from '../../../../../../styled-system/css'
import { referralQueryOptions } from '../../../../../api/referral'
import { roleNameOf } from '../../../../../auth/roles'
import { useSessionUser } from '../../../../../auth/session'
import * as Card from '../../../../../ui/Card'
import { TextLink } from '../../../../../ui/TextLink'
import { lead, pageTitle } from '../../../../-components/styles'
import { FriendCode } from './FriendCode'
import { Redeemers } from './Redeemers'
import { ShareCode } from './ShareCode'

const grid = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' } })

/** A parent's referral page: their code to share, who joined with it, and a friend's code to use. */
export function ReferralPage() {
  const user = useSessionUser()
  if (user && roleNameOf(user) === 'student') return <ForStudents />
  return <ForParents />
}

function ForParents() {
  const { data } = useSuspenseQuery(referralQueryOptions())
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <header>
        <h1 className={pageTitle}>Refer a friend</h1>
        <p className={lead}>{data.reward}</p>
      </header>
      <div className={grid}>
        <Card.Root as="section" aria-labelledby="your-code">
          <Card.Header>
            <Card.Title id="your-code" className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <Gift aria-hidden="true" className={css({ color: 'brand.accent' })} /> Your code
            </Card.Title>
            <Card.Description>
              {data.remaining > 0
                ? `${data.used} of ${data.quota} families have joined with it; ${data.remaining} ${data.remaining === 1 ? 'place is' : 'places are'} left.`
                : `All ${data.quota} places are taken. Thank you for sharing Lantern!`}
            </Card.Description>
          </Card.Header>
          <Card.Body>
            <ShareCode code={data.referral_code} shareUrl={data.share_url} />
          </Card.Body>
        </Card.Root>
        <Card.Root as="section" aria-labelledby="friend-code">
          <Card.Header>
            <Card.Title id="friend-code">Got a code from a friend?</Card.Title>
          </Card.Header>
          <Card.Body>
            <FriendCode />
          </Card.Body>
        </Card.Root>
      </div>
      <Card.Root as="section" aria-labelledby="who-joined">
        <Card.Header>
          <Card.Title id="who-joined">Who joined with your code</Card.Title>
        </Card.Header>
        <Card.Body>
          <Redeemers code={data.referral_code} />
        </Card.Body>
        <Card.Footer>
          <TextLink to="/academy/referral/faq">How referrals work</TextLink>
        </Card.Footer>
      </Card.Root>
    </div>
  )
}

/** Children are not asked to bring in customers: the page points them to a grown-up (ADR 0027). */
function ForStudents() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: '40rem' })}>
      <h1 className={pageTitle}>Sharing Lantern</h1>
      <p className={lead}>
        Inviting friends is something grown-ups do on Lantern. If you like practising here, tell your parent:
        they can invite other families from their own Lantern page.
      </p>
      <TextLink to="/academy/referral/faq">How referrals work</TextLink>
    </div>
  )
}
