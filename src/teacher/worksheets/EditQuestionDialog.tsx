import { useEffect, useState } from 'react'
import { css } from '../../../styled-system/css'
import { messageOf } from '../../api/errors'
import { correctIndexOf, useEditQuestion } from '../../api/worksheet-generation'
import type { Question } from '../../api/worksheets'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import * as Dialog from '../../ui/Dialog'
import { TextareaField, TextField } from '../../ui/Field'
import { MarkingRules, type RulesState, rulesState, rulesToSave } from './MarkingRules'

/** Questions whose answer a teacher states in a line: their key is built again from it. */
export const EDITABLE_TYPES = [1, 2, 3]

/** Change a question's wording and its answer (or right option); the marking follows the new answer. */
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
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    if (!question) return
    setRules(rulesState(question.answer_rules))
    setText(question.text)
    setAnswer(question.answer ?? '')
    setCorrect(correctIndexOf(question.answer))
    setProblem(null)
    edit.reset()
  }, [question, edit.reset])
  if (!question) return null
  const choice = question.question_type_id === 1
  const save = () => {
    if (!text.trim()) return setProblem('Write the question.')
    if (!choice && !answer.trim()) return setProblem('Give the answer that earns the marks.')
    edit.mutate(
      {
        question,
        text: text.trim(),
        answer: answer.trim(),
        correct,
        rules: rulesToSave(question.question_type_id, answer.trim(), rules, question.answer_rules),
      },
      { onSuccess: onClose },
    )
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
          ) : (
            <TextField
              label="Answer"
              required
              value={answer}
              hint={
                question.question_type_id === 2
                  ? 'A number, with its unit if it has one (e.g. 12 cm).'
                  : undefined
              }
              onChange={(e) => setAnswer(e.target.value)}
            />
          )}
          <MarkingRules
            typeId={question.question_type_id}
            answer={answer}
            value={rules}
            onChange={setRules}
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
