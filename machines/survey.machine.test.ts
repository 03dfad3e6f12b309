import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise, type SnapshotFrom } from 'xstate'
import { modelPaths, modelStarts } from './graph/model'
import { type SaveSurveyAnswerInput, type SurveyEmitted, surveyMachine } from './survey.machine'
import { confidenceQuestion, saveFailure, surveyModel } from './survey.model'
import { promiseDouble } from './testing/doubles'
import { flush, pathName, replayPath } from './testing/replay'

type Snapshot = SnapshotFrom<typeof surveyMachine>
const isOption = (value: unknown) => typeof value === 'number' && value >= 1 && value <= 4

/** Plan §8.5 and product.md §3 "Survey", as effects: what each event must cause. */
const rules: Array<{
  spec: string
  applies: (e: AnyEventObject, before: Snapshot) => boolean
  effects: string[]
}> = [
  {
    spec: 'survey.choose {value 1–4} (guard 1–4) → saving (invoke POST /chat/surveys/answers)',
    applies: (e, before) =>
      e.type === 'survey.choose' &&
      isOption(e.value) &&
      (before.matches('asking') || before.matches('saveFailed')),
    effects: ['save'],
  },
  { spec: 'saveFailed: survey.retry → saving', applies: (e) => e.type === 'survey.retry', effects: ['save'] },
  {
    spec: 'saving → answered (final, card shows the choice): the type counts as completed today (§13 Q6)',
    applies: (e) => e.type === 'xstate.done.actor.saveAnswer',
    effects: ['answered'],
  },
  {
    spec: 'survey.skip → skipped (final; the type stays not completed, so it may be asked next login)',
    applies: (e) => e.type === 'survey.skip',
    effects: ['skipped'],
  },
]
const expectedEffects = (event: AnyEventObject, before: Snapshot) =>
  rules.filter((rule) => rule.applies(event, before)).flatMap((rule) => rule.effects)

describe.each(modelStarts(surveyModel))('surveyMachine starting with %s', (start) => {
  const input = surveyModel.inputs[start]
  it.each(modelPaths(surveyModel, start).map((path) => [pathName(path), path] as const))('%s', (_, path) => {
    const save = promiseDouble<unknown, SaveSurveyAnswerInput>('save')
    return replayPath(path, {
      model: surveyModel,
      input,
      actors: { saveAnswer: save },
      actions: (effect) => ({
        announceAnswer: () => effect('answered'),
        announceSkip: () => effect('skipped'),
      }),
      rules: expectedEffects,
      everyStep: ({ real }) => {
        if (save.isRunning)
          expect(save.inputs.at(-1)).toEqual({
            survey_question_id: confidenceQuestion.id,
            value: real.context.value,
            message_id: 812,
          })
      },
      states: {
        asking: ({ real }) => expect(real.context.value).toBeNull(),
        saving: ({ real }) => {
          expect(isOption(real.context.value)).toBe(true)
          expect(real.context.error).toBeNull()
        },
        saveFailed: ({ real }) => expect(real.context.error).toBe(saveFailure.message),
        answered: ({ real }) => {
          expect(real.status).toBe('done')
          expect(isOption(real.context.value)).toBe(true)
        },
        skipped: ({ real }) => expect(real.status).toBe('done'),
      },
    })
  })
})

describe('surveyMachine', () => {
  it('tells its host the answer once it is saved, and refuses a value that is not an option', async () => {
    const saved: SaveSurveyAnswerInput[] = []
    const actor = createActor(
      surveyMachine.provide({ actors: { saveAnswer: fromPromise(async ({ input }) => saved.push(input)) } }),
      { input: surveyModel.inputs['a confidence card at login'] },
    )
    const heard: SurveyEmitted[] = []
    actor.on('*', (event) => heard.push(event))
    actor.start()
    actor.send({ type: 'survey.choose', value: 0 })
    expect(actor.getSnapshot().value).toBe('asking')
    actor.send({ type: 'survey.choose', value: 2 })
    await flush()
    expect(saved).toEqual([{ survey_question_id: 41, value: 2, message_id: 812 }])
    expect(heard).toEqual([{ type: 'survey.answered', kind: 'confidence', trigger: 'login', value: 2 }])
  })

  it('tells its host a skipped card, so the type is asked again another time', () => {
    const actor = createActor(surveyMachine, {
      input: { question: confidenceQuestion, kind: 'motivation', trigger: 'after_practice' },
    })
    const heard: SurveyEmitted[] = []
    actor.on('survey.skipped', (event) => heard.push(event))
    actor.start().send({ type: 'survey.skip' })
    expect(heard).toEqual([{ type: 'survey.skipped', kind: 'motivation', trigger: 'after_practice' }])
  })
})
