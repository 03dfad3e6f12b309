import { css } from '../../../styled-system/css'
import type { Question } from '../../api/worksheets'
import { RichText } from '../../ui/rich-text/RichText'
import { muted } from '../states'
import { MarkingRules } from './MarkingRules'
import { answerKind, isRatioAnswer, type RulesErrors, type RulesState } from './rules-state'

export const partLetter = (i: number) => String.fromCharCode(97 + i)

/** Each part of a multi-part question with its own marking rules: a part is marked on its own. */
export function PartsRules({
  parts,
  value,
  errors,
  onChange,
}: {
  parts: Question['sub_questions']
  value: RulesState[]
  errors: RulesErrors[]
  onChange: (index: number, next: RulesState) => void
}) {
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {parts.map((part, i) => {
        const answer = part.answer ?? ''
        const rules = value[i]
        if (!rules) return null
        return (
          <section
            key={part.id}
            aria-label={`Part (${partLetter(i)})`}
            className={css({
              display: 'grid',
              gap: '2',
              pl: '3',
              borderLeftWidth: '2px',
              borderColor: 'border',
            })}
          >
            <h3 className={css({ fontWeight: '650' })}>
              Part ({partLetter(i)}) · {part.max_score} {part.max_score === 1 ? 'mark' : 'marks'}
            </h3>
            <RichText text={part.text} />
            {answer ? <p className={`${muted} ${css({ fontSize: 'sm' })}`}>Answer: {answer}</p> : null}
            <MarkingRules
              kind={answerKind(part.question_type_id, answer, rules)}
              typeId={part.question_type_id}
              answerIsRatio={isRatioAnswer(answer)}
              value={rules}
              errors={errors[i] ?? {}}
              open={Object.values(errors[i] ?? {}).some(Boolean) || undefined}
              onChange={(next) => onChange(i, next)}
            />
          </section>
        )
      })}
    </div>
  )
}
