import { css } from '../../../../../styled-system/css'
import { choiceCard } from '../../../../../styled-system/recipes'

type Props = { subjects: string[]; value: string; onChange: (subject: string) => void }

export const ALL_SUBJECTS = 'All subjects'

/** Radio chips: one subject or all of them. */
export function SubjectFilter({ subjects, value, onChange }: Props) {
  const classes = choiceCard({ size: 'sm' })
  if (subjects.length < 2) return null
  return (
    <fieldset className={css({ border: 'none', p: '0', m: '0', minWidth: '0' })}>
      <legend className={css({ fontWeight: '650', mb: '2' })}>Show</legend>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {[ALL_SUBJECTS, ...subjects].map((subject) => (
          <label key={subject} className={classes.root}>
            <input
              type="radio"
              name="subject"
              value={subject}
              checked={value === subject}
              onChange={() => onChange(subject)}
              className={classes.control}
            />
            <span className={classes.text}>{subject}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
