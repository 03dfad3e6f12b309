import { useMutation } from '@tanstack/react-query'
import { Flag } from 'lucide-react'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { messageOf } from '../../api/errors'
import { isNotServed, reportQuestion } from '../../api/quiz'
import { Button } from '../../ui/Button'
import * as Dialog from '../../ui/Dialog'
import { TextareaField } from '../../ui/Field'
import { wrappingButton } from '../styles'

// Learned once per page load: the server does not take reports yet.
let reportsUnavailable = false

/** Report a mistake in a question; disabled with a note while the server does not take reports. */
export function ReportQuestion({ questionId, number }: { questionId: number; number: number }) {
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [unavailable, setUnavailable] = useState(reportsUnavailable)
  const report = useMutation({
    mutationFn: () => reportQuestion(questionId, message.trim()),
    onSuccess: () => setOpen(false),
    onError: (e) => {
      if (!isNotServed(e)) return setError(messageOf(e))
      reportsUnavailable = true
      setUnavailable(true)
      setOpen(false)
    },
  })

  if (unavailable) {
    return (
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        Reporting a question is not ready yet. If something looks wrong, tell your teacher.
      </p>
    )
  }
  return (
    <>
      {report.isSuccess ? <p role="status">Thanks! We will check question {number}.</p> : null}
      <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)}>
        <Dialog.Trigger asChild>
          <Button variant="ghost" size="sm" className={wrappingButton} disabled={report.isSuccess}>
            <Flag aria-hidden="true" />
            Report a problem with this question
          </Button>
        </Dialog.Trigger>
        <Dialog.Content>
          <form
            onSubmit={(e) => {
              e.preventDefault()
              if (!message.trim()) return setError('Say what is wrong.')
              setError(null)
              report.mutate()
            }}
          >
            <Dialog.Title>Report question {number}</Dialog.Title>
            <Dialog.Body>
              <TextareaField
                label="What is wrong with this question?"
                rows={4}
                value={message}
                error={error}
                onChange={(e) => setMessage(e.target.value)}
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <Button variant="ghost">Cancel</Button>
              </Dialog.CloseTrigger>
              <Button type="submit" loading={report.isPending} loadingText="Sending…">
                Send report
              </Button>
            </Dialog.Footer>
          </form>
        </Dialog.Content>
      </Dialog.Root>
    </>
  )
}
