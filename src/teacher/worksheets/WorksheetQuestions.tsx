import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { type Question, useRemoveQuestion, type WorksheetDetail } from '../../api/worksheets'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../ConfirmDialog'
import { Empty } from '../states'
import { EDITABLE_TYPES, EditQuestionDialog } from './EditQuestionDialog'
import { QuestionCard } from './QuestionCard'

/** A school's own question (a teacher's, or one generated for them) can be edited; the common bank's cannot. */
const editable = (question: Question) =>
  question.school_id !== null && EDITABLE_TYPES.includes(question.question_type_id)

/** The worksheet's questions, each with its answer and "Remove" (asked first). */
export function WorksheetQuestions({ worksheet }: { worksheet: WorksheetDetail }) {
  const remove = useRemoveQuestion(worksheet.id)
  const [removing, setRemoving] = useState<Question | null>(null)
  const [editing, setEditing] = useState<Question | null>(null)
  return (
    <section aria-label="Questions" className={css({ display: 'grid', gap: '3' })}>
      <h2 className={css({ fontSize: 'xl', fontWeight: '750' })}>Questions</h2>
      {worksheet.questions.length === 0 ? <Empty>This worksheet has no questions.</Empty> : null}
      {worksheet.questions.map((question, i) => (
        <QuestionCard
          key={question.id}
          question={question}
          number={i + 1}
          actions={
            <>
              {editable(question) ? (
                <Button variant="ghost" size="sm" onClick={() => setEditing(question)}>
                  Edit<span className={css({ srOnly: true })}> question {i + 1}</span>
                </Button>
              ) : null}
              <Button variant="ghost" size="sm" onClick={() => setRemoving(question)}>
                Remove<span className={css({ srOnly: true })}> question {i + 1}</span>
              </Button>
            </>
          }
        />
      ))}
      <EditQuestionDialog worksheetId={worksheet.id} question={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove this question?"
        confirmLabel="Remove question"
        busyLabel="Removing…"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
        onClose={() => {
          setRemoving(null)
          remove.reset()
        }}
      >
        <p>
          It comes off this worksheet only; the question stays in the bank.
          {worksheet.assignments.length
            ? ' Children who have it now keep the old set until you assign it again.'
            : ''}
        </p>
      </ConfirmDialog>
    </section>
  )
}
