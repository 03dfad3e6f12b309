import { useEffect, useState } from 'react'
import { css } from '../../../styled-system/css'
import { ApiError, messageOf } from '../../api/errors'
import { correctIndexOf, type EditableQuestion, useEditQuestion } from '../../api/worksheet-generation'
import type { Question } from '../../api/worksheets'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import * as Dialog from '../../ui/Dialog'
import { TextareaField, TextField } from '../../ui/Field'
import { muted } from '../states'
import { MarkingRules } from './MarkingRules'
import { PartsRules } from './PartsRules'
import {
  answerKind,
  hasErrors,
  isRatioAnswer,
  type RulesErrors,
  type RulesState,
  rulesErrorsFrom,
  rulesProblems,
  rulesState,
  rulesToSave,
} from './rules-state'
import { TryAnswer } from './TryAnswer'

/**
 * Questions a teacher can change here: the answer of types 1–3 (their key is built again from it), the wording
 * and rules of open-ended and multi-part questions (their schemes stay as they are).
 */
export const EDITABLE_TYPES = [1, 2, 3, 4, 6]

const RULES_PROBLEM = 'Some marking rules need changing: see the notes under them.'

/** Change a question's wording, its answer (or right option) and how it is marked; try an answer before saving. */
export function EditQuestionDialog({
  worksheetId,
  question,
  onClose,
}: {
  worksheetId: number
  question: Question | null
  onClose: () => void
}) {
  const edit = useEditQuestion(worksheetId)
  const [text, setText] = useState('')
  const [answer, setAnswer] = useState('')
  const [correct, setCorrect] = useState(0)
  const [rules, setRules] = useState<RulesState>(rulesState(null))
  const [partRules, setPartRules] = useState<RulesState[]>([])
  const [shown, setShown] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    if (!question) return
    setRules(rulesState(question.answer_rules))
    setPartRules(question.sub_questions.map((p) => rulesState(p.answer_rules)))
    setText(question.text)
    setAnswer(question.answer ?? '')
    setCorrect(correctIndexOf(question.answer))
    setShown(false)
    setProblem(null)
    edit.reset()
  }, [question, edit.reset])
  if (!question) return null
  const typeId = question.question_type_id
  const choice = typeId === 1
  const answerEditable = [2, 3].includes(typeId)
  const kind = answerKind(typeId, answer.trim(), rules)
  const partKinds = question.sub_questions.map((p, i) =>
    answerKind(p.question_type_id, p.answer ?? '', partRules[i] ?? rulesState(null)),
  )
  const issues = edit.error instanceof ApiError ? edit.error.issues : []
  const errors: RulesErrors = {
    ...rulesErrorsFrom(issues, 'question'),
    ...(shown ? rulesProblems(kind, rules) : {}),
  }
  const partErrors = partRules.map((r, i) => ({
    ...rulesErrorsFrom(issues, `question.sub_questions.${i}`),
    ...(shown ? rulesProblems(partKinds[i], r) : {}),
  }))
  const invalid =
    hasErrors(rulesProblems(kind, rules)) ||
    partRules.some((r, i) => hasErrors(rulesProblems(partKinds[i], r)))
  const editing: EditableQuestion = {
    question,
    text: text.trim(),
    answer: answer.trim(),
    correct,
    rules: rulesToSave(kind, rules),
    partRules: partRules.map((r, i) => rulesToSave(partKinds[i], r)),
  }
  const save = () => {
    setShown(true)
    if (!text.trim()) return setProblem('Write the question.')
    if (answerEditable && !answer.trim()) return setProblem('Give the answer that earns the marks.')
    if (invalid) return setProblem(RULES_PROBLEM)
    setProblem(null)
    edit.mutate(editing, { onSuccess: onClose })
  }
  return (
    <Dialog.Root
      open
      onOpenChange={({ open }) => {
        if (!open && !edit.isPending) onClose()
      }}
    >
      <Dialog.Content>
        <Dialog.Title>Edit the question</Dialog.Title>
        <form
          noValidate
          className={css({ display: 'grid', gap: '4' })}
          onSubmit={(event) => {
            event.preventDefault()
            save()
          }}
        >
          <TextareaField
            label="Question"
            rows={4}
            required
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          {choice ? (
            <fieldset className={css({ display: 'grid', gap: '2', border: 'none', p: 0 })}>
              <legend className={css({ fontWeight: '600', mb: '2' })}>The right option</legend>
              {question.options.map((option, i) => (
                <label key={option.id} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                  <input type="radio" name="correct" checked={correct === i} onChange={() => setCorrect(i)} />
                  ({i + 1}) {option.text}
                </label>
              ))}
            </fieldset>
          ) : answerEditable ? (
            <TextField
              label="Answer"
              required
              value={answer}
              hint={typeId === 2 ? 'A number, with its unit if it has one (e.g. 12 cm).' : undefined}
              onChange={(e) => setAnswer(e.target.value)}
            />
          ) : typeId === 4 && question.answer ? (
            <p className={`${muted} ${css({ fontSize: 'sm' })}`}>
              Model answer: {question.answer}. Its marking scheme stays as it is.
            </p>
          ) : null}
          {typeId === 6 ? (
            <PartsRules
              parts={question.sub_questions}
              value={partRules}
              errors={partErrors}
              onChange={(i, next) => setPartRules(partRules.map((r, k) => (k === i ? next : r)))}
            />
          ) : (
            <MarkingRules
              kind={kind}
              typeId={typeId}
              answerIsRatio={isRatioAnswer(answer)}
              value={rules}
              errors={errors}
              open={hasErrors(errors) || undefined}
              onChange={setRules}
            />
          )}
          <TryAnswer
            key={question.id}
            edit={editing}
            onBlocked={() => setShown(true)}
            blocked={
              invalid
                ? RULES_PROBLEM
                : answerEditable && !answer.trim()
                  ? 'Give the answer that earns the marks first.'
                  : null
            }
          />
          {problem ? <Alert status="danger">{problem}</Alert> : null}
          {edit.error ? <Alert status="danger">{messageOf(edit.error)}</Alert> : null}
          <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={edit.isPending} loadingText="Saving…">
              Save question
            </Button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}
