import { assign, emit, fromPromise, setup } from 'xstate'
import type { SurveyKind } from '../contracts/constants'
import { messageOf } from './errors'
import type { SurveyQuestion, SurveyTrigger } from './surveys.selection'

/**
 * One survey card in the chat (product.md §3 "Survey", §4 "Trigger rules"; plan §8.5): the child picks one of
 * four answers (1–4) and it is saved, or skips the card.
 *
 * Accepts: `survey.choose {value}`, `survey.skip`, `survey.retry`.
 * Emits (read with `actor.on`): `survey.answered {kind, trigger, value}` once saved, so the wiring marks the type
 * completed for today; `survey.skipped {kind, trigger}` (the type stays open and may be asked next login).
 * Provided by the app: `saveAnswer` (POST /chat/surveys/answers).
 */
export type SurveyInput = {
  question: SurveyQuestion
  kind: SurveyKind
  trigger: SurveyTrigger
  /** The survey card's chat message, which the server updates with the choice. */
  messageId?: number
}
export type SaveSurveyAnswerInput = { survey_question_id: number; value: number; message_id?: number }
export type SurveyEvent =
  | { type: 'survey.choose'; value: number }
  | { type: 'survey.skip' }
  | { type: 'survey.retry' }
export type SurveyEmitted =
  | { type: 'survey.answered'; kind: SurveyKind; trigger: SurveyTrigger; value: number }
  | { type: 'survey.skipped'; kind: SurveyKind; trigger: SurveyTrigger }

type Context = SurveyInput & { value: number | null; error: string | null }

const chosenValue = ({ event }: { event: SurveyEvent }) => (event.type === 'survey.choose' ? event.value : 0)

export const surveyMachine = setup({
  types: {
    input: {} as SurveyInput,
    context: {} as Context,
    events: {} as SurveyEvent,
    emitted: {} as SurveyEmitted,
  },
  actors: {
    saveAnswer: fromPromise<unknown, SaveSurveyAnswerInput>(async () => {
      throw new Error('Your answer cannot be saved here.')
    }),
  },
  actions: {
    choose: assign((_, value: number) => ({ value, error: null })),
    showError: assign((_, error: unknown) => ({ error: messageOf(error) })),
    clearError: assign({ error: null }),
    announceAnswer: emit(({ context }) => ({
      type: 'survey.answered' as const,
      kind: context.kind,
      trigger: context.trigger,
      value: context.value ?? 0,
    })),
    announceSkip: emit(({ context }) => ({
      type: 'survey.skipped' as const,
      kind: context.kind,
      trigger: context.trigger,
    })),
  },
  guards: {
    // Product.md §3: "four options valued 1 to 4".
    isOptionValue: (_, value: number) => Number.isInteger(value) && value >= 1 && value <= 4,
  },
}).createMachine({
  id: 'survey',
  context: ({ input }) => ({ ...input, value: null, error: null }),
  initial: 'asking',
  states: {
    asking: {
      on: {
        'survey.choose': {
          guard: { type: 'isOptionValue', params: chosenValue },
          target: 'saving',
          actions: { type: 'choose', params: chosenValue },
        },
        'survey.skip': { target: 'skipped', actions: 'announceSkip' },
      },
    },
    saving: {
      invoke: {
        id: 'saveAnswer',
        src: 'saveAnswer',
        input: ({ context }) => ({
          survey_question_id: context.question.id,
          value: context.value ?? 0,
          ...(context.messageId === undefined ? {} : { message_id: context.messageId }),
        }),
        onDone: { target: 'answered', actions: 'announceAnswer' },
        onError: {
          target: 'saveFailed',
          actions: { type: 'showError', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    // The choice stays on the card; the child can try again, pick another answer, or leave it.
    saveFailed: {
      on: {
        'survey.retry': { target: 'saving', actions: 'clearError' },
        'survey.choose': {
          guard: { type: 'isOptionValue', params: chosenValue },
          target: 'saving',
          actions: { type: 'choose', params: chosenValue },
        },
        'survey.skip': { target: 'skipped', actions: 'announceSkip' },
      },
    },
    answered: { type: 'final' },
    // §8.5: a skipped card leaves the type not completed, so it may be asked at the next login.
    skipped: { type: 'final' },
  },
})
