import { Lightbulb, MessageCircleQuestion, ShieldCheck } from 'lucide-react'
import { css } from '../../../../styled-system/css'
import { ButtonLink } from '../../../ui/Button'
import { TextLink } from '../../../ui/TextLink'
import { lead, pageContainer, pageTitle, row } from '../../-components/styles'

/** What a parent wants to know before handing a child the coach (spec: /coach, the public coach's landing). */
const promises = [
  {
    icon: Lightbulb,
    title: 'Hints before answers',
    text: 'The coach asks a guiding question and gives one step at a time, so your child still does the thinking. Ask for the next hint when you are stuck.',
  },
  {
    icon: MessageCircleQuestion,
    title: 'Grounded in our own notes',
    text: 'Answers come from Lantern’s notes, topic summaries and worked solutions for primary-school Maths, Science, English and Chinese. Without an AI provider, the offline coach answers from them directly, and says so.',
  },
  {
    icon: ShieldCheck,
    title: 'Safe for children',
    text: 'Every message is checked both ways. Unkind or unsafe requests get a gentle no, names and phone numbers are taken out before anything is stored, and there are no ads or trackers.',
  },
]

const examples = [
  'How do I find 3/4 of 20?',
  'Why do wet clothes dry faster on a windy day?',
  'How do plants make food?',
  'How do I work out the area of a triangle?',
]

const card = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  boxShadow: 'card',
  p: { base: '5', md: '6' },
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
})

export function CoachLanding() {
  return (
    <div className={`${pageContainer} ${css({ display: 'flex', flexDirection: 'column', gap: '10' })}`}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: '44rem' })}>
        <h1 className={pageTitle}>Homework help that keeps your child thinking</h1>
        <p className={lead}>
          Lantern’s AI coach helps with primary-school questions the way a patient tutor would: it asks, hints
          and checks, and leaves the last step to your child. No account is needed to try it.
        </p>
        <div className={row}>
          <ButtonLink to="/chat" size="lg">
            Ask the coach
          </ButtonLink>
          <TextLink to="/login">Students: sign in for a coach that knows your level and plan</TextLink>
        </div>
      </header>

      <ul
        aria-label="What the coach promises"
        className={css({
          display: 'grid',
          gap: '5',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
        })}
      >
        {promises.map(({ icon: Icon, title, text }) => (
          <li key={title} className={card}>
            <Icon aria-hidden="true" className={css({ color: 'brand.accent' })} />
            <h2 className={css({ fontSize: 'lg', fontWeight: '750' })}>{title}</h2>
            <p className={css({ color: 'fg.muted' })}>{text}</p>
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="coach-examples"
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      >
        <h2 id="coach-examples" className={css({ fontSize: 'xl', fontWeight: '750' })}>
          Questions children ask it
        </h2>
        <ul className={css({ listStyle: 'disc', pl: '5', color: 'fg.muted', display: 'grid', gap: '1' })}>
          {examples.map((example) => (
            <li key={example}>{example}</li>
          ))}
        </ul>
        <p className={css({ color: 'fg.muted' })}>
          A parent sees any conversation the coach was worried about, and can read every message their child
          sent.
        </p>
      </section>
    </div>
  )
}
