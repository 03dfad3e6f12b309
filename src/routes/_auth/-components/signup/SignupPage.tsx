import { Sparkles } from 'lucide-react'
import { css } from '../../../../../styled-system/css'
import { TextLink } from '../../../../ui/TextLink'
import { AuthCard } from '../../../-components/AuthCard'
import { SignupForm } from './SignupForm'

const LITE_POINTS = [
  'Real practice in Maths, Science, English and Chinese, marked by AI with step-by-step explanations',
  'The friendly AI tutor for when a question feels hard',
  'A limited number of hearts each day; upgrade only if it helps',
  'No card needed, and you can delete the account any time',
]

export function SignupPage({ freeTier }: { freeTier: boolean }) {
  return (
    <AuthCard
      title={freeTier ? 'Start free with Lantern Lite' : 'Create your Lantern account'}
      description={
        freeTier
          ? 'Lite is our free tier. Create an account in a minute and try real practice.'
          : 'Parents: create your account here, then add your children. It only takes a minute.'
      }
      footer={
        <>
          <p>
            Already have an account? <TextLink to="/login">Log in</TextLink>
          </p>
          {freeTier ? (
            <p>
              Want the full programme? <TextLink to="/academy/signup">Create a full account</TextLink>
            </p>
          ) : (
            <p>
              Just trying Lantern? <TextLink to="/academy/lite-signup">Start free with Lite</TextLink>
            </p>
          )}
        </>
      }
    >
      {freeTier ? (
        <section
          aria-labelledby="lite-title"
          className={css({
            bg: 'bg.subtle',
            borderRadius: 'control',
            p: '4',
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
          })}
        >
          <h2
            id="lite-title"
            className={css({
              display: 'flex',
              gap: '2',
              alignItems: 'center',
              fontSize: 'md',
              fontWeight: '700',
            })}
          >
            <Sparkles aria-hidden="true" className={css({ color: 'brand.accent' })} />
            What you get with Lite
          </h2>
          <ul
            className={css({
              listStyle: 'disc',
              ps: '5',
              display: 'flex',
              flexDirection: 'column',
              gap: '1',
            })}
          >
            {LITE_POINTS.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <SignupForm freeTier={freeTier} />
    </AuthCard>
  )
}
