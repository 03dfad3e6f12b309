import { css } from '../../../../../../styled-system/css'
import { choiceCard } from '../../../../../../styled-system/recipes'

export type ChildOption = { id: number; first_name: string; last_name: string; is_free_tier: boolean }

type Props = {
  options: ChildOption[]
  value: number | null
  onChange: (id: number) => void
  legend?: string
  liteNote?: string
}

/** Radio cards: which child the code is for. */
export function ChildChoice({
  options,
  value,
  onChange,
  legend = 'Which child is this code for?',
  liteNote = 'Lite',
}: Props) {
  const classes = choiceCard()
  return (
    <fieldset className={css({ border: 'none', p: '0', m: '0', minWidth: '0' })}>
      <legend className={css({ fontWeight: '700', mb: '2' })}>{legend}</legend>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {options.map((child) => (
          <label key={child.id} className={classes.root}>
            <input
              type="radio"
              name="child"
              value={child.id}
              checked={value === child.id}
              onChange={() => onChange(child.id)}
              className={classes.control}
            />
            <span className={classes.text}>
              {child.first_name} {child.last_name}
              {child.is_free_tier ? (
                <span className={css({ color: 'fg.muted', fontWeight: '500' })}> · {liteNote}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
