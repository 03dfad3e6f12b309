import { doneEvent, errorEvent } from './graph/events'
import { defineModel } from './graph/model'
import { type SurveyEvent, type SurveyInput, surveyMachine } from './survey.machine'

const options = ['Not at all', 'A little', 'Quite', 'Very'].map((label, i) => ({ label, value: i + 1 }))
export const confidenceQuestion = { id: 41, text: 'How sure do you feel about fractions today?', options }
export const saveFailure = { message: 'We could not save your answer. Check your connection and try again.' }

export const surveyInputs = {
  'a confidence card at login': {
    question: confidenceQuestion,
    kind: 'confidence',
    trigger: 'login',
    messageId: 812,
  },
} satisfies Record<string, SurveyInput>

export const surveyModel = defineModel({
  machine: surveyMachine,
  inputs: surveyInputs,
  events: (): SurveyEvent[] => [
    { type: 'survey.choose', value: 3 },
    { type: 'survey.choose', value: 1 },
    // Not an option: a card never offers it, and the machine refuses it.
    { type: 'survey.choose', value: 5 },
    doneEvent('saveAnswer', { id: 812, response_value: 3 }),
    errorEvent('saveAnswer', saveFailure),
  ],
  eventName: (event) => (event.type === 'survey.choose' ? `value-${event.value}` : undefined),
  // A second answer after a failed save is walked with one value; the first is walked with all three.
  traversal: () => ({
    filterEvents: (snapshot, event) =>
      !(snapshot.matches('saveFailed') && event.type === 'survey.choose' && event.value === 3),
  }),
  sees: {
    asking: 'The question with four answers to tap, and "Skip"',
    saving: 'The chosen answer highlighted; "Saving…"',
    saveFailed: 'The chosen answer; "Not saved" with "Try again", and the other answers still tappable',
    answered: 'The card with the chosen answer and a thank-you',
    skipped: 'The card greyed, "Skipped"',
  },
  words: { guards: { isOptionValue: 'if it is one of the four answers (1 to 4)' } },
})
