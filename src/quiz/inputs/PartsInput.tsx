import { css } from '../../../styled-system/css'
import type { QuizQuestion } from '../../api/quiz'
import { kindOf, LETTERS, readParts, writeParts } from '../kinds'
import { Markdown } from '../Markdown'
import { ChoiceInput } from './ChoiceInput'
import { isFractionQuestion } from './fraction'
import { TypedAnswer } from './TypedAnswer'

type Props = {
  question: QuizQuestion
  value: string | null
  onChange: (value: string | null) => void
  disabled?: boolean
}

const partName = (i: number) => `(${'abcdefghij'[i]})`

/** A multi-part question: one answer per part, sent together as JSON keyed by the part's question id. */
export function PartsInput({ question, value, onChange, disabled }: Props) {
  const parts = [...question.sub_questions].sort((a, b) => a.order - b.order)
  const answers = readParts(value)
  const setPart = (id: number, answer: string) => onChange(writeParts({ ...answers, [id]: answer }))
  return (
    <ol className={css({ display: 'flex', flexDirection: 'column', gap: '6', listStyle: 'none', p: '0' })}>
      {parts.map((part, i) => {
        const kind = kindOf(part)
        const label = `Your answer to part ${partName(i)}`
        const current = answers[part.id] ?? ''
        const options = [...part.options].sort((a, b) => a.order - b.order)
        return (
          <li
            key={part.id}
            className={css({
              display: 'flex',
              flexDirection: 'column',
              gap: '3',
              pl: '3',
              borderLeftWidth: '4px',
              borderColor: 'border.default',
            })}
          >
            <h3 className={css({ fontSize: 'lg' })}>
              Part {partName(i)}{' '}
              <span className={css({ color: 'fg.muted', fontSize: 'md' })}>
                ({part.max_score} {part.max_score === 1 ? 'mark' : 'marks'})
              </span>
            </h3>
            <Markdown text={part.text} />
            {kind === 'choice' ? (
              <ChoiceInput
                name={`part-${part.id}`}
                legend={label}
                size="sm"
                options={options}
                // Parts are marked from text, so a chosen option travels as its letter.
                selectedId={options[LETTERS.indexOf(current)]?.id ?? null}
                onChoose={(_, index) => setPart(part.id, LETTERS[index])}
                disabled={disabled}
              />
            ) : (
              <TypedAnswer
                fractionBoxes={isFractionQuestion(`${question.text}\n${part.text}`)}
                kind={kind === 'number' ? 'number' : kind === 'open' ? 'open' : 'text'}
                label={label}
                value={current}
                onChange={(next) => setPart(part.id, next)}
                disabled={disabled}
              />
            )}
          </li>
        )
      })}
    </ol>
  )
}
