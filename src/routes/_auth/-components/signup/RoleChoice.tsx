import { css } from '../../../../../styled-system/css'

export type SignupRole = 'parent' | 'student'

const option = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  p: '4',
  borderWidth: '2px',
  borderColor: 'border.default',
  borderRadius: 'control',
  cursor: 'pointer',
  bg: 'bg.surface',
  _hover: { borderColor: 'border.control' },
  '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'bg.subtle' },
  '&:has(input:focus-visible)': { outline: '3px solid token(colors.focusRing)', outlineOffset: '2px' },
})

const CHOICES: { value: SignupRole; label: string; text: string }[] = [
  { value: 'parent', label: 'I am a parent', text: 'Create your account, then add your children.' },
  {
    value: 'student',
    label: 'I am a child',
    text: 'We will ask your grown-up to make your account with you.',
  },
]

export function RoleChoice({ value, onChange }: { value: SignupRole; onChange: (role: SignupRole) => void }) {
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <legend className={css({ fontWeight: '650', mb: '2' })}>Who is this account for?</legend>
      <div
        className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}
      >
        {CHOICES.map((choice) => (
          <label key={choice.value} className={option}>
            <input
              type="radio"
              name="role"
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className={css({ mt: '1', width: '4', height: '4', accentColor: 'brand.solid', flexShrink: 0 })}
            />
            <span>
              <span className={css({ display: 'block', fontWeight: '650' })}>{choice.label}</span>
              <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                {choice.text}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
