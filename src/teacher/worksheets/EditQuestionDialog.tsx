import { useEffect, useRef, useState } from 'react'
import { css } from '../../../styled-system/css'
import { ApiError, messageOf } from '../../api/errors'
import { useEditQuestion } from '../../api/worksheet-generation'
import type { Question } from '../../api/worksheets'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import * as Dialog from '../../ui/Dialog'
import { TextareaField, TextField } from '../../ui/Field'
import { MarkingRules } from './MarkingRules'
import { OpenAnswerFields } from './OpenAnswerFields'
import { PartsRules } from './PartsRules'
import { hasErrors, isRatioAnswer } from './rules-state'
import { TryAnswer } from './TryAnswer'
import { useEditDraft } from './useEditDraft'

/**
 * Questions a teacher can change here: the answer of types 1–3 (their key is built again from it), an open-ended
 * question's model answer and marking scheme, and each part's wording and answer (or model answer and scheme).
 */
export const EDITABLE_TYPES = [1, 2, 3, 4, 6]

const RULES_PROBLEM = 'Some marking rules need changing: see the notes under them.'
const CONTENT_PROBLEM = 'Some fields need changing: see the notes under them.'

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
  const [shown, setShown] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  // Each refused save moves the focus to the first field that says what is wrong.
  const [attempts, setAttempts] = useState(0)
  const form = useRef<HTMLFormElement>(null)
  const issues = edit.error instanceof ApiError ? edit.error.issues : []
  const d = useEditDraft(question, issues, shown)
  useEffect(() => {
    if (!question) return
    setShown(false)
    setProblem(null)
    edit.reset()
  }, [question, edit.reset])
  useEffect(() => {
    if (!attempts && !edit.error) return
    const timer = setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
    return () => clearTimeout(timer)
  }, [attempts, edit.error])
  if (!question || !d.editing) return null
  const editing = d.editing
  const typeId = question.question_type_id
  const choice = typeId === 1
  const answerEditable = [2, 3].includes(typeId)
  const blocked = d.contentInvalid ? CONTENT_PROBLEM : d.rulesInvalid ? RULES_PROBLEM : null
  const save = () => {
    setShown(true)
    setAttempts((n) => n + 1)
    setProblem(blocked)
    if (!blocked) edit.mutate(editing, { onSuccess: onClose })
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
          ref={form}
          noValidate
          className={css({ display: 'grid', gap: '4', minW: 0 })}
          onSubmit={(event) => {
            event.preventDefault()
            save()
          }}
        >
          <TextareaField
            label="Question"
            rows={4}
            required
            value={d.draft.text}
            error={d.contentErrors.text}
            maxLength={20000}
            onChange={(e) => d.setDraft({ ...d.draft, text: e.target.value })}
          />
          {choice ? (
            <fieldset className={css({ display: 'grid', gap: '2', border: 'none', p: 0 })}>
              <legend className={css({ fontWeight: '600', mb: '2' })}>The right option</legend>
              {question.options.map((option, i) => (
                <label key={option.id} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                  <input
                    type="radio"
                    name="correct"
                    checked={d.correct === i}
                    onChange={() => d.setCorrect(i)}
                  />
                  ({i + 1}) {option.text}
                </label>
              ))}
            </fieldset>
          ) : answerEditable ? (
            <TextField
              label="Answer"
              required
              value={d.draft.answer}
              error={d.contentErrors.answer}
              maxLength={20000}
              hint={typeId === 2 ? 'A number, with its unit if it has one (e.g. 12 cm).' : undefined}
              onChange={(e) => d.setDraft({ ...d.draft, answer: e.target.value })}
            />
          ) : typeId === 4 ? (
            <OpenAnswerFields
              value={d.draft}
              errors={d.contentErrors}
              maxScore={question.max_score}
              status={d.status}
              onChange={d.setDraft}
            />
          ) : null}
          {typeId === 6 ? (
            <PartsRules
              parts={question.sub_questions}
              drafts={d.partDrafts}
              contentErrors={d.partContentErrors}
              schemeStatus={d.status}
              onDraft={d.setPart}
              value={d.partRules}
              errors={d.partErrors}
              onChange={d.setPartRule}
            />
          ) : (
            <MarkingRules
              kind={d.kind}
              typeId={typeId}
              answerIsRatio={isRatioAnswer(d.draft.answer)}
              value={d.rules}
              errors={d.errors}
              open={hasErrors(d.errors) || undefined}
              onChange={d.setRules}
            />
          )}
          <TryAnswer key={question.id} edit={editing} onBlocked={() => setShown(true)} blocked={blocked} />
          {problem ? <Alert status="danger">{problem}</Alert> : null}
          {edit.error ? <Alert status="danger">{messageOf(edit.error)}</Alert> : null}
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' })}>
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
