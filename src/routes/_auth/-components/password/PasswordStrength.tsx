import { css } from '../../../../../styled-system/css'

export type Strength = { score: 0 | 1 | 2 | 3; label: string }

/** A rough guide, not a rule: length matters most, then variety. */
export function passwordStrength(password: string): Strength {
  if (password.length < 8) return { score: 0, label: 'Too short: use at least 8 characters.' }
  const variety = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length
  const points =
    (password.length >= 12 ? 2 : password.length >= 10 ? 1 : 0) + (variety >= 3 ? 2 : variety >= 2 ? 1 : 0)
  if (points >= 3) return { score: 3, label: 'Strong password.' }
  if (points >= 2) return { score: 2, label: 'Good. A longer password is even safer.' }
  return { score: 1, label: 'Weak: make it longer, or mix in numbers and symbols.' }
}

const bar = css({ flex: '1', height: '1.5', borderRadius: 'full', bg: 'border.default' })
const filled = [
  css({ bg: 'danger.fg' }),
  css({ bg: 'danger.fg' }),
  css({ bg: 'warning.fg' }),
  css({ bg: 'success.fg' }),
]

export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password)
  if (!password) return <>At least 8 characters. A short sentence is easy to remember and hard to guess.</>
  return (
    <span className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <span aria-hidden="true" className={css({ display: 'flex', gap: '1' })}>
        {[1, 2, 3].map((level) => (
          <span key={level} className={strength.score >= level ? `${bar} ${filled[strength.score]}` : bar} />
        ))}
      </span>
      <span>{strength.label}</span>
    </span>
  )
}
