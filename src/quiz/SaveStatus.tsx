import { Check, CloudOff, LoaderCircle } from 'lucide-react'
import { useEffect } from 'react'
import { css } from '../../styled-system/css'
import { Button } from '../ui/Button'
import { QuizSession } from './session'

const status = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  fontSize: 'sm',
  fontWeight: '650',
  color: 'fg.muted',
  '& svg': { width: '4', height: '4' },
})

/** The autosave state: "Saved", "Saving…" or "Not saved — retry". */
export function SaveStatus() {
  const session = QuizSession.useActorRef()
  const state = QuizSession.useSelector((s) => {
    if (s.matches({ attempting: { answering: 'saveFailed' } })) return 'failed'
    if (
      s.matches({ attempting: { answering: 'saving' } }) ||
      s.matches({ attempting: { answering: 'dirty' } })
    )
      return 'saving'
    return 'saved'
  })
  const error = QuizSession.useSelector((s) => s.context.saveError)

  // Closing the tab before the last answer is stored asks first.
  useEffect(() => {
    if (state === 'saved') return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [state])

  // Only a failure is announced: "Saving…" after every key would drown out the question.
  return (
    <div className={status}>
      <span aria-live="polite" className={css({ srOnly: true })}>
        {state === 'failed' ? 'Your answer was not saved. Use the retry button to save it again.' : ''}
      </span>
      {state === 'saving' ? (
        <>
          <LoaderCircle aria-hidden="true" className={css({ animation: 'spin 1s linear infinite' })} />
          Saving…
        </>
      ) : null}
      {state === 'saved' ? (
        <>
          <Check aria-hidden="true" />
          Saved
        </>
      ) : null}
      {state === 'failed' ? (
        <>
          <CloudOff aria-hidden="true" className={css({ color: 'danger.fg' })} />
          <span className={css({ color: 'danger.fg' })} title={error ?? undefined}>
            Not saved —
          </span>
          <Button variant="link" size="sm" onClick={() => session.send({ type: 'quiz.retrySave' })}>
            retry
          </Button>
        </>
      ) : null}
    </div>
  )
}
