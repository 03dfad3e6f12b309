import { css } from '../../styled-system/css'
import { mutedText } from './styles'

const STEPS = 4

/** Getting-to-know-you progress: "2 of 4", from the share of onboarding answers filled (GET /users/onboarding). */
export function OnboardingProgress({ progress }: { progress: number }) {
  const done = Math.min(STEPS, Math.round(progress * STEPS))
  if (done >= STEPS) return null
  return (
    <section
      aria-labelledby="onboarding-progress"
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <h2 id="onboarding-progress" className={css({ fontWeight: '800' })}>
        Getting to know you
      </h2>
      <progress
        max={STEPS}
        value={done}
        aria-label={`Getting to know you: ${done} of ${STEPS}`}
        className={css({
          width: '100%',
          height: '2.5',
          appearance: 'none',
          borderRadius: 'full',
          overflow: 'hidden',
          bg: 'bg.subtle',
          '&::-webkit-progress-bar': { bg: 'bg.subtle' },
          '&::-webkit-progress-value': { bg: 'brand.solid' },
          '&::-moz-progress-bar': { bg: 'brand.solid' },
        })}
      />
      <p className={mutedText}>
        {done} of {STEPS} · Answer the coach’s questions so it can suggest the right practice.
      </p>
    </section>
  )
}
