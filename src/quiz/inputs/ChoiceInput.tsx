import { css } from '../../../styled-system/css'
import { choiceCard } from '../../../styled-system/recipes'
import { LETTERS } from '../kinds'

type Option = { id: number; text: string; order: number; image?: string | null }

type Props = {
  /** The radio group's name; unique per question (and part). */
  name: string
  legend: string
  options: Option[]
  selectedId: number | null
  onChoose: (option: Option, index: number) => void
  disabled?: boolean
  size?: 'md' | 'sm'
}

/** Choices as large radio cards, lettered A, B, C… as on a printed paper. */
export function ChoiceInput({ name, legend, options, selectedId, onChoose, disabled, size }: Props) {
  const classes = choiceCard({ size })
  const ordered = [...options].sort((a, b) => a.order - b.order)
  return (
    <fieldset className={classes.group}>
      <legend className={css({ fontWeight: '650', mb: '2' })}>{legend}</legend>
      {ordered.map((option, index) => (
        <label key={option.id} className={classes.root}>
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={selectedId === option.id}
            onChange={() => onChoose(option, index)}
            disabled={disabled}
            className={classes.control}
          />
          <span aria-hidden="true" className={classes.letter}>
            {LETTERS[index]}
          </span>
          <span className={classes.text}>
            {option.text}
            {option.image ? <img src={option.image} alt="" className={css({ maxWidth: '12rem' })} /> : null}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
