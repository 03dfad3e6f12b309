import { useMutation } from '@tanstack/react-query'
import { type FormEvent, type KeyboardEvent, useState } from 'react'
import { css } from '../../../../../../styled-system/css'
import { type AssistantAnswer, askAssistant } from '../../../../../api/coach-staff'
import { messageOf } from '../../../../../api/errors'
import { Alert } from '../../../../../ui/Alert'
import { Button } from '../../../../../ui/Button'
import { TextareaField } from '../../../../../ui/Field'
import { SuggestionChips } from '../../../-components/SuggestionChips'
import { AnswerCard } from './AnswerCard'

// One per kind of query in the assistant's catalogue (server/modules/assistant/understand.ts EXAMPLES).
const EXAMPLES = [
  'How many students completed a quiz this week?',
  'How many students were active this week?',
  'What was the average score in Science this month?',
  'What are the 5 hardest P6 Maths questions?',
  'How many chat messages were flagged this week?',
  'How many sign-ups were there this month?',
]

/** Questions about Lantern's own data, answered from named queries; this visit's answers stay listed below. */
export function AssistantTab() {
  const [question, setQuestion] = useState('')
  const [history, setHistory] = useState<(AssistantAnswer & { id: number })[]>([])
  const ask = useMutation({
    mutationFn: askAssistant,
    onSuccess: (answer) => {
      setHistory((earlier) => [{ ...answer, id: (earlier[0]?.id ?? 0) + 1 }, ...earlier])
      setQuestion('')
    },
  })
  const send = (text: string) => {
    if (text.trim() && !ask.isPending) ask.mutate(text.trim())
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send(question)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault()
      send(question)
    }
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', pt: '4' })}>
      <form onSubmit={onSubmit} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <TextareaField
          label="Ask about Lantern’s data"
          hint="Counts and averages across students, quizzes, the coach and subscriptions. No child’s name is ever shown. Enter asks; Shift+Enter starts a new line."
          rows={3}
          maxLength={8000}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <div>
          <Button type="submit" loading={ask.isPending} loadingText="Asking…" disabled={!question.trim()}>
            Ask
          </Button>
        </div>
      </form>
      <SuggestionChips
        label="Try one of these"
        suggestions={EXAMPLES}
        disabled={ask.isPending}
        onPick={(example) => {
          setQuestion(example)
          send(example)
        }}
      />
      {ask.error ? (
        <Alert status="danger" title="The assistant could not answer">
          {messageOf(ask.error)}
        </Alert>
      ) : null}
      <section
        aria-label="Answers"
        aria-live="polite"
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        {history.map((answer) => (
          <AnswerCard key={answer.id} answer={answer} />
        ))}
      </section>
    </div>
  )
}
