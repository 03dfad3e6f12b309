import { CircleAlert } from 'lucide-react'
import { useId } from 'react'
import { css, cx } from '../../../../../styled-system/css'
import { choiceCard, field } from '../../../../../styled-system/recipes'

const LAYOUTS = {
  two: css({ gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } }),
  three: css({ gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } }),
  levels: css({ gridTemplateColumns: { base: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' } }),
}

export type Choice = { value: string; label: string; text?: string }

type Props = {
  legend: string
  name: string
  choices: readonly Choice[]
  error?: string | null
  /** `two` (the default) on wide screens, `three` in a row, `levels` P1–P6 in one row on wide screens. */
  layout?: keyof typeof LAYOUTS
} & (
  | { multiple?: false; value: string; onChange: (value: string) => void }
  | { multiple: true; value: string[]; onChange: (value: string[]) => void }
)

/** Radio (or, with `multiple`, checkbox) cards under one legend, with the group's error below. */
export function ChoiceGroup(props: Props) {
  const { legend, name, choices, error, layout = 'two' } = props
  const errorId = useId()
  const classes = choiceCard({ size: 'sm' })
  const checked = (value: string) => (props.multiple ? props.value.includes(value) : props.value === value)
  const toggle = (value: string) => {
    if (!props.multiple) return props.onChange(value)
    props.onChange(
      props.value.includes(value) ? props.value.filter((v) => v !== value) : [...props.value, value],
    )
  }
  return (
    <fieldset
      className={classes.group}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={css({ fontWeight: '700', mb: '2', fontSize: 'md' })}>{legend}</legend>
      <div className={cx(css({ display: 'grid', gap: '3' }), LAYOUTS[layout])}>
        {choices.map((choice) => (
          <label key={choice.value} className={cx(classes.root, css({ alignItems: 'flex-start' }))}>
            <input
              type={props.multiple ? 'checkbox' : 'radio'}
              name={name}
              value={choice.value}
              checked={checked(choice.value)}
              onChange={() => toggle(choice.value)}
              className={cx(classes.control, css({ mt: '0.5' }))}
            />
            <span className={classes.text}>
              <span className={css({ display: 'block', fontWeight: '650' })}>{choice.label}</span>
              {choice.text ? (
                <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                  {choice.text}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={cx(field().errorText, css({ mt: '2' }))}>
          <CircleAlert aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  )
}
