import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import type { ChatMessage } from '../../contracts/chat-schemas'
import type { SurveyKind } from '../../contracts/constants'
import { dataState } from '../../machines/dataState'
import { type SaveSurveyAnswerInput, surveyMachine } from '../../machines/survey.machine'
import type { SurveyTrigger } from '../../machines/surveys.selection'
import { css } from '../../styled-system/css'
import { observe } from '../devtools/observe'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { mutedText } from './styles'

// Triggers 11 and 13 ask after a practice; 7, 10 and 12 at login (product.md "Trigger rules").
const AFTER_PRACTICE_TRIGGERS = new Set([11, 13])
const triggerOf = (message: ChatMessage): SurveyTrigger =>
  AFTER_PRACTICE_TRIGGERS.has(message.trigger_id ?? 0) ? 'after_practice' : 'login'

async function saveAnswer({ input }: { input: SaveSurveyAnswerInput }) {
  const { answerSurvey } = await import('../api/chat')
  return answerSurvey(input)
}

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  bg: 'bg.surface',
  p: '4',
  maxWidth: { md: '80%' },
})
const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  borderWidth: '1px',
  borderColor: 'border.control',
  borderRadius: 'lg',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'bg.subtle', fontWeight: '700' },
  '&:has(input:disabled)': { cursor: 'default' },
})

type Props = {
  message: ChatMessage
  /** The save call; tests may pass their own (the app's is POST /chat/surveys/answers). */
  save?: (args: { input: SaveSurveyAnswerInput }) => Promise<unknown>
}

/** A survey question in the chat: four answers as a radio group; choosing one saves it (plan §8.5). */
export function SurveyCard({ message, save = saveAnswer }: Props) {
  const [logic] = useState(() => surveyMachine.provide({ actors: { saveAnswer: fromPromise(save) } }))
  const survey = message.survey
  const [snapshot, send] = useMachine(logic, {
    input: {
      question: { id: survey?.question_id ?? 0, text: message.text, options: survey?.options ?? [] },
      kind: (message.survey_type ?? 'confidence') as SurveyKind,
      trigger: triggerOf(message),
      messageId: message.id,
    },
    inspect: observe,
  })
  const answeredBefore = message.response_value
  const chosen = snapshot.context.value ?? answeredBefore
  const locked = answeredBefore !== null || snapshot.matches('answered') || snapshot.matches('saving')
  const skipped = snapshot.matches('skipped')
  return (
    <fieldset
      className={card}
      data-flow="survey"
      data-state={answeredBefore !== null ? 'answered' : dataState(snapshot.value)}
    >
      <legend className={css({ float: 'left', fontWeight: '700', mb: '1' })}>{message.text}</legend>
      <div className={css({ display: 'grid', gap: '2', clear: 'both' })}>
        {(survey?.options ?? []).map((o) => (
          <label key={o.value} className={option}>
            <input
              type="radio"
              name={`survey-${message.id}`}
              value={o.value}
              checked={chosen === o.value}
              disabled={locked || skipped}
              onChange={() => send({ type: 'survey.choose', value: o.value })}
            />
            {o.label}
          </label>
        ))}
      </div>
      {snapshot.matches('saveFailed') ? (
        <Alert status="danger" title="Your answer was not saved.">
          {snapshot.context.error}{' '}
          <Button size="sm" variant="outline" onClick={() => send({ type: 'survey.retry' })}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {snapshot.matches('asking') && answeredBefore === null ? (
        <div>
          <Button size="sm" variant="ghost" onClick={() => send({ type: 'survey.skip' })}>
            Skip this question
          </Button>
        </div>
      ) : null}
      <p className={mutedText} aria-live="polite">
        {snapshot.matches('saving') ? 'Saving your answer…' : null}
        {snapshot.matches('answered') ? 'Thank you! Your answer is saved.' : null}
        {skipped ? 'Skipped. The coach may ask again another day.' : null}
      </p>
    </fieldset>
  )
}
