import { css } from '../../../styled-system/css'
import type { Question } from '../../api/worksheets'
import { TextareaField, TextField } from '../../ui/Field'
import { MarkingRules } from './MarkingRules'
import { OpenAnswerFields, type SchemeStatus } from './OpenAnswerFields'
import { answerNeeded, type ContentDraft, type ContentErrors, isOpen } from './question-draft'
import { answerKind, isRatioAnswer, type RulesErrors, type RulesState } from './rules-state'

export const partLetter = (i: number) => String.fromCharCode(97 + i)

/**
 * Each part of a multi-part question: its wording, its answer (a model answer and scheme when open-ended) and its
 * own marking rules, since a part is marked on its own.
 */
export function PartsRules({
  parts,
  drafts,
  contentErrors,
  schemeStatus,
  onDraft,
  value,
  errors,
  onChange,
}: {
  parts: Question['sub_questions']
  drafts: ContentDraft[]
  contentErrors: ContentErrors[]
  schemeStatus: SchemeStatus
  onDraft: (index: number, next: ContentDraft) => void
  value: RulesState[]
  errors: RulesErrors[]
  onChange: (index: number, next: RulesState) => void
}) {
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      {parts.map((part, i) => {
        const draft = drafts[i]
        const rules = value[i]
        if (!rules || !draft) return null
        const name = `Part (${partLetter(i)})`
        const answer = draft.answer.trim()
        const problems = contentErrors[i] ?? {}
        const sr = <span className={css({ srOnly: true })}>{name} </span>
        return (
          <section
            key={part.id}
            aria-label={name}
            className={css({
              display: 'grid',
              gap: '3',
              pl: '3',
              borderLeftWidth: '2px',
              borderColor: 'border',
              minW: 0,
            })}
          >
            <h3 className={css({ fontWeight: '650' })}>
              {name} · {part.max_score} {part.max_score === 1 ? 'mark' : 'marks'}
            </h3>
            <TextareaField
              label={<>{sr}Wording</>}
              rows={3}
              required
              value={draft.text}
              error={problems.text}
              maxLength={20000}
              onChange={(e) => onDraft(i, { ...draft, text: e.target.value })}
            />
            {isOpen(part.question_type_id) ? (
              <OpenAnswerFields
                value={draft}
                errors={problems}
                maxScore={part.max_score}
                status={schemeStatus}
                prefix={`${name} `}
                onChange={(next) => onDraft(i, next)}
              />
            ) : answerNeeded(part.question_type_id) ? (
              <TextField
                label={<>{sr}Answer</>}
                required
                value={draft.answer}
                error={problems.answer}
                maxLength={20000}
                hint={
                  part.question_type_id === 2
                    ? 'A number, with its unit if it has one (e.g. 12 cm).'
                    : undefined
                }
                onChange={(e) => onDraft(i, { ...draft, answer: e.target.value })}
              />
            ) : null}
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
