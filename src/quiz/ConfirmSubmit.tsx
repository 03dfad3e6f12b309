import { isAnswered } from '../../machines/quizSession.machine'
import { css } from '../../styled-system/css'
import { Button } from '../ui/Button'
import * as Dialog from '../ui/Dialog'
import { QuizSession, useQuizData } from './session'

/** Asked only when some questions have no answer: go to the first, keep answering, or submit anyway. */
export function ConfirmSubmit() {
  const session = QuizSession.useActorRef()
  const { numberOf } = useQuizData()
  const open = QuizSession.useSelector((s) => s.matches({ attempting: 'confirmingSubmit' }))
  const unanswered = QuizSession.useSelector(
    (s) => s.context.questionIds.filter((id) => !isAnswered(s.context.answers[id])),
    (a, b) => a.join() === b.join(),
  )
  const ids = QuizSession.useSelector((s) => s.context.questionIds)
  const first = unanswered[0]
  const count = unanswered.length
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={({ open: next }) => {
        if (!next && open) session.send({ type: 'quiz.cancel' })
      }}
    >
      <Dialog.Content>
        <Dialog.Title>Hand in your answers?</Dialog.Title>
        <Dialog.Description>
          {count === 1
            ? `Question ${numberOf(first)} has no answer yet.`
            : `${count} questions have no answer yet: ${unanswered.map(numberOf).join(', ')}.`}{' '}
          You can still answer {count === 1 ? 'it' : 'them'}, or hand in what you have.
        </Dialog.Description>
        <Dialog.Footer className={css({ flexWrap: 'wrap' })}>
          {first !== undefined ? (
            <Button
              variant="outline"
              onClick={() => session.send({ type: 'quiz.goTo', index: ids.indexOf(first) })}
            >
              Answer question {numberOf(first)}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={() => session.send({ type: 'quiz.cancel' })}>
            Keep answering
          </Button>
          <Button onClick={() => session.send({ type: 'quiz.confirm' })}>Submit anyway</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  )
}
