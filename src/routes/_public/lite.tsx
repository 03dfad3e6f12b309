import { createFileRoute } from '@tanstack/react-router'
import { BookOpenCheck, Heart, Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { roleNameOf } from '../../auth/roles'
import { useSessionUser } from '../../auth/session'
import { brandNameOf, useBrand } from '../../brand/site'
import { guard } from '../../router/guard'
import { ButtonLink } from '../../ui/Button'
import * as Card from '../../ui/Card'
import { lead, pageContainer, pageTitle } from '../-components/styles'

export const Route = createFileRoute('/_public/lite')({
  beforeLoad: guard({ public: true }),
  staticData: { title: (brandName) => `${brandName} Lite` },
  component: LitePage,
})

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '4' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' })
// Long labels wrap on a phone instead of pushing the page sideways.
const cta = css({
  whiteSpace: 'normal',
  textAlign: 'center',
  height: 'auto',
  minHeight: '12',
  py: '2.5',
  maxWidth: 'full',
})
const icon = css({ width: '8', height: '8', color: 'brand.accent' })

function Point({ title, icon: Icon, children }: { title: string; icon: typeof Heart; children: ReactNode }) {
  return (
    <Card.Root as="section">
      <Card.Header>
        <Icon aria-hidden="true" className={icon} />
        <Card.Title level={2}>{title}</Card.Title>
      </Card.Header>
      <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {children}
      </Card.Body>
    </Card.Root>
  )
}

function StartButtons() {
  const user = useSessionUser()
  const role = user ? roleNameOf(user) : null
  const brand = useBrand()
  if (role === 'student')
    return (
      <div className={actions}>
        {user?.is_free_tier ? (
          <ButtonLink to="/student/library" size="lg" className={cta}>
            You have Lite: go to my worksheets
          </ButtonLink>
        ) : (
          <ButtonLink to="/academy/activate-lite-access" size="lg" className={cta}>
            Turn on Lite for me
          </ButtonLink>
        )}
      </div>
    )
  if (role === 'parent')
    return (
      <div className={actions}>
        <ButtonLink to="/academy/lite-create-child-account" size="lg" className={cta}>
          Create a Lite account for my child
        </ButtonLink>
        <ButtonLink to="/academy/activate-lite-access" size="lg" variant="outline" className={cta}>
          Turn on Lite for a child I added
        </ButtonLink>
      </div>
    )
  if (role)
    return (
      <p className={css({ color: 'fg.muted' })}>
        {brandNameOf(brand)} Lite is for parents and their children.
      </p>
    )
  return (
    <div className={actions}>
      <ButtonLink to="/academy/lite-signup" size="lg" className={cta}>
        Start free as a parent
      </ButtonLink>
      <ButtonLink to="/academy/activate-lite-access" size="lg" variant="outline" className={cta}>
        I already have an account
      </ButtonLink>
    </div>
  )
}

/** /lite: what the free tier gives, how hearts work, and what a paid subject adds. */
function LitePage() {
  const name = brandNameOf(useBrand())
  return (
    <div className={pageContainer}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
        <header className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <h1 className={pageTitle}>{name} Lite: start learning for free</h1>
          <p className={lead}>
            Lite lets your child try {name} with real PSLE-style worksheets for their level, marked and
            explained straight away. No card needed, and it does not run out.
          </p>
          <StartButtons />
        </header>
        <div className={grid}>
          <Point title="3 free worksheets in every subject" icon={BookOpenCheck}>
            <p>
              Maths, Science, English and Chinese at your child's level: three worksheets each, plus the notes
              for every topic.
            </p>
          </Point>
          <Point title="Hearts keep practice calm" icon={Heart}>
            <p>
              A Lite learner has 5 hearts. A wrong answer uses one, and one heart comes back every 30 minutes.
              When they run out, it is time for a short break, never a telling-off.
            </p>
          </Point>
          <Point title="What Premium adds" icon={Sparkles}>
            <p>
              Unlock a subject for S$29 a month and your child gets every worksheet in it, with no hearts to
              count, and their progress shows on your parent page. Cancel any time.
            </p>
          </Point>
        </div>
        <section
          aria-labelledby="lite-codes"
          className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
        >
          <h2 id="lite-codes" className={css({ fontSize: 'xl', fontWeight: '750' })}>
            Got a code from a school or a friend?
          </h2>
          <p className={css({ color: 'fg.muted' })}>
            An activation code unlocks whole subjects without a card.
          </p>
          <div>
            <ButtonLink to="/redeem" variant="outline">
              Redeem a code
            </ButtonLink>
          </div>
        </section>
      </div>
    </div>
  )
}
