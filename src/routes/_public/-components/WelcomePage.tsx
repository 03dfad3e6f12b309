import {
  BookOpenCheck,
  ChartLine,
  Check,
  GraduationCap,
  MessageCircleQuestion,
  ShieldCheck,
  Sparkles,
  Users,
} from 'lucide-react'
import { landingFor } from '../../../../machines/homes'
import { css } from '../../../../styled-system/css'
import { useSessionUser } from '../../../auth/session'
import { brandNameOf, useBrand } from '../../../brand/site'
import type { WelcomeContent } from '../../../content/types'
import { welcomeFor } from '../../../content/welcome'
import { ButtonLink } from '../../../ui/Button'
import { TextLink } from '../../../ui/TextLink'
import { LanternArt } from './LanternArt'

const section = css({
  maxWidth: '72rem',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '12', md: '20' },
})
const h2 = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '800', mb: '3' })
const cardGrid = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
})
const card = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  boxShadow: 'card',
  p: { base: '6', md: '7' },
})
const featureIcons = [BookOpenCheck, MessageCircleQuestion, GraduationCap, ChartLine, Users, Sparkles]

function CallToAction({ welcome, centered }: { welcome: WelcomeContent; centered?: boolean }) {
  const user = useSessionUser()
  const justify = centered ? 'center' : 'flex-start'
  if (user) {
    return (
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: justify })}>
        <ButtonLink to={landingFor(user)} size="lg">
          Go to my home
        </ButtonLink>
      </div>
    )
  }
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: justify })}>
      <ButtonLink to="/academy/lite-signup" size="lg">
        {welcome.primaryCta}
      </ButtonLink>
      <ButtonLink to="/login" size="lg" variant="outline">
        {welcome.secondaryCta}
      </ButtonLink>
      <p className={css({ flexBasis: '100%', textAlign: centered ? 'center' : 'start', color: 'fg.muted' })}>
        <TextLink to="/aiacademy/onboarding">Not sure where to start? Four questions, one plan</TextLink>
        {' · '}
        <TextLink to="/courses">Subjects and prices</TextLink>
      </p>
    </div>
  )
}

export function WelcomePage() {
  const name = brandNameOf(useBrand())
  const welcome = welcomeFor(name)
  return (
    <>
      <section
        aria-labelledby="welcome-title"
        className={css({ bg: 'bg.surface', borderBottomWidth: '1px', borderColor: 'border.default' })}
      >
        <div
          className={`${section} ${css({
            display: 'grid',
            gap: { base: '10', md: '12' },
            alignItems: 'center',
            gridTemplateColumns: { base: '1fr', md: '1.3fr 1fr' },
          })}`}
        >
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
            <h1
              id="welcome-title"
              className={css({ fontSize: '4xl', fontWeight: '800', letterSpacing: '-0.02em' })}
            >
              {welcome.headline}
            </h1>
            <p className={css({ fontSize: 'lg', color: 'fg.muted', maxWidth: '38rem' })}>{welcome.subhead}</p>
            <CallToAction welcome={welcome} />
          </div>
          <LanternArt />
        </div>
      </section>

      <section aria-labelledby="audiences-title" className={section}>
        <h2 id="audiences-title" className={h2}>
          Made for the whole family, and the classroom
        </h2>
        <div className={cardGrid}>
          {welcome.audiences.map((audience) => (
            <article key={audience.id} className={card}>
              <h3 className={css({ fontSize: 'xl', fontWeight: '750', mb: '2' })}>{audience.title}</h3>
              <p className={css({ color: 'fg.muted', mb: '4' })}>{audience.text}</p>
              <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2.5' })}>
                {audience.points.map((point) => (
                  <li key={point} className={css({ display: 'flex', gap: '2.5', alignItems: 'flex-start' })}>
                    <Check
                      aria-hidden="true"
                      className={css({ flexShrink: 0, mt: '1', w: '5', h: '5', color: 'brand.accent' })}
                    />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="features-title" className={css({ bg: 'bg.subtle' })}>
        <div className={section}>
          <h2 id="features-title" className={h2}>
            What {name} does
          </h2>
          <ul className={cardGrid}>
            {welcome.features.map((feature, index) => {
              const Icon = featureIcons[index % featureIcons.length]
              return (
                <li key={feature.title} className={card}>
                  <span
                    className={css({
                      display: 'inline-flex',
                      p: '2.5',
                      mb: '3',
                      borderRadius: 'control',
                      bg: 'bg.subtle',
                      color: 'fg.default',
                    })}
                  >
                    <Icon aria-hidden="true" />
                  </span>
                  <h3 className={css({ fontSize: 'lg', fontWeight: '750', mb: '1.5' })}>{feature.title}</h3>
                  <p className={css({ color: 'fg.muted' })}>{feature.text}</p>
                </li>
              )
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="trust-title" className={section}>
        <div
          className={`${card} ${css({ display: 'flex', gap: '6', flexDirection: { base: 'column', md: 'row' } })}`}
        >
          <ShieldCheck
            aria-hidden="true"
            className={css({ flexShrink: 0, w: '12', h: '12', color: 'brand.accent' })}
          />
          <div>
            <h2 id="trust-title" className={h2}>
              {welcome.trust.title}
            </h2>
            <ul
              className={css({
                display: 'grid',
                gap: '3',
                gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
              })}
            >
              {welcome.trust.points.map((point) => (
                <li key={point} className={css({ display: 'flex', gap: '2.5', alignItems: 'flex-start' })}>
                  <Check
                    aria-hidden="true"
                    className={css({ flexShrink: 0, mt: '1', w: '5', h: '5', color: 'brand.accent' })}
                  />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="closing-title"
        className={css({ bg: 'bg.surface', borderTopWidth: '1px', borderColor: 'border.default' })}
      >
        <div
          className={`${section} ${css({ textAlign: 'center', display: 'flex', flexDirection: 'column', gap: '5', alignItems: 'center' })}`}
        >
          <h2
            id="closing-title"
            className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '800', maxWidth: '40rem' })}
          >
            {welcome.closing.headline}
          </h2>
          <p className={css({ fontSize: 'lg', color: 'fg.muted', maxWidth: '40rem' })}>
            {welcome.closing.text}
          </p>
          <CallToAction welcome={welcome} centered />
        </div>
      </section>
    </>
  )
}
