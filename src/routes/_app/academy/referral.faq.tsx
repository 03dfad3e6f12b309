import { createFileRoute } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { guard } from '../../../router/guard'
import { Accordion } from '../../../ui/Accordion'
import { TextLink } from '../../../ui/TextLink'
import { lead, pageTitle } from '../../-components/styles'

export const Route = createFileRoute('/_app/academy/referral/faq')({
  beforeLoad: guard({ roles: ['student', 'parent'] }),
  staticData: { title: 'Referral questions' },
  component: Page,
})

// The rules of docs/decisions/0027-referral-rewards.md, in a parent's words.
const QUESTIONS = [
  {
    id: 'what',
    title: 'What do we get?',
    content:
      'When a family you invite starts their first subscription, you both get a month free. For them, their second month costs nothing; for you, your next payment comes a month later. Nobody is charged anything extra.',
  },
  {
    id: 'when',
    title: 'When does the free month start?',
    content:
      'Right after your friend pays for their first subscription. If you have no subscription at that moment, your free month waits and is added as soon as you start one.',
  },
  {
    id: 'how-many',
    title: 'How many friends can I invite?',
    content:
      'Each code works for 5 families, and you get a month for each one who subscribes. Your referral page shows how many places are left.',
  },
  {
    id: 'who',
    title: 'Who can use a code?',
    content:
      'Families new to Lantern: an account that has never had a subscription. Each family can use one code, and nobody can use their own.',
  },
  {
    id: 'how',
    title: 'How does my friend use it?',
    content:
      'Send them your invite link: when they create their account from it, the code is already in. Or give them the code: they can type it on their own referral page before they subscribe.',
  },
  {
    id: 'see',
    title: 'What can I see about the families I invite?',
    content:
      'Only the first name and last initial of the person who joined, when they joined, and whether the free months have been given. Never their children, their email or what they study.',
  },
  {
    id: 'cancel',
    title: 'What if we cancel later?',
    content:
      'A free month already given stays yours. If your subscription ends, nothing is owed back. The month is time on Lantern, not money, so it cannot be paid out.',
  },
]

function Page() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', maxWidth: '48rem' })}>
      <header>
        <h1 className={pageTitle}>How referrals work</h1>
        <p className={lead}>Share Lantern with friends and both families get a month free.</p>
      </header>
      <Accordion headingLevel={2} items={QUESTIONS} />
      <p>
        <TextLink to="/academy/referral">Back to your referral code</TextLink> ·{' '}
        <TextLink to="/support">Ask us anything else</TextLink>
      </p>
    </div>
  )
}
