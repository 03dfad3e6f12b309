import { css } from '../../styled-system/css'
import { type OptionLabels, optionLabel } from '../quiz/kinds'

type Option = { id: number; text: string; order: number }

/** An option's label as the child sees it beside the option: "(2)" on a numbered question, "B." otherwise. */
export const shownLabel = (index: number, labels: OptionLabels | undefined) =>
  labels === 'numbers' ? optionLabel(index, 'numbers') : `${optionLabel(index)}.`

export const inOrder = <T extends Option>(options: T[]) => [...options].sort((a, b) => a.order - b.order)

/** The label of one option among the question's options, or null when it is not one of them. */
export function labelOf(options: Option[], id: number, labels: OptionLabels | undefined): string | null {
  const index = inOrder(options).findIndex((o) => o.id === id)
  return index < 0 ? null : shownLabel(index, labels).replace(/\.$/, '')
}

/** A question's options labelled as the quiz labels them, (1)–(4) or A–D, so everyone names them alike. */
export function OptionList({ options, labels }: { options: Option[]; labels?: OptionLabels }) {
  return (
    <ol className={css({ listStyle: 'none', display: 'grid', gap: '1', p: 0 })}>
      {inOrder(options).map((option, i) => (
        <li key={option.id}>
          <strong>{shownLabel(i, labels)}</strong> {option.text}
        </li>
      ))}
    </ol>
  )
}
