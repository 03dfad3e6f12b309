import { css } from '../../../styled-system/css'
import { choiceCard } from '../../../styled-system/recipes'
import { MathText } from '../../ui/maths/MathText'
import { type OptionLabels, optionLabel } from '../kinds'

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
  /** A, B, C… (default) or (1), (2), (3)… as the question numbers its options. */
  labels?: OptionLabels
}

/** Choices as large radio cards, labelled A, B, C… or (1), (2), (3)… as on the printed paper. */
export function ChoiceInput({ name, legend, options, selectedId, onChoose, disabled, size, labels }: Props) {
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
            {optionLabel(index, labels)}
          </span>
          <span className={classes.text}>
            <MathText text={option.text} />
            {option.image ? <img src={option.image} alt="" className={css({ maxWidth: '12rem' })} /> : null}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
