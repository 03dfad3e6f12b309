import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise } from 'xstate'
import {
  type AiAcademyOnboardingInput,
  aiAcademyOnboardingMachine,
  missingOf,
  type OnboardingAnswers,
  type StoredOnboarding,
  selectStep,
} from './aiAcademyOnboarding.machine'
import { aiAcademyOnboardingModel, allAnswers, stepAnswers } from './aiAcademyOnboarding.model'
import { modelPaths, modelStarts } from './graph/model'
import { promiseDouble } from './testing/doubles'
import { flush, pathName, replayPath } from './testing/replay'

type Step = 1 | 2 | 3 | 4
/** Reaching a step keeps it; reaching the summary signed in as a parent saves the answers at once. */
const arrive = (step: Step, input: AiAcademyOnboardingInput) =>
  step === 4 && input.signedInParent ? ['keep 4', 'save'] : [`keep ${step}`]

/** The side effects each event must cause: the spec's rules, written apart from the machine. */
function expectedEffects(
  event: AnyEventObject,
  input: AiAcademyOnboardingInput,
  step: Step,
  answers: OnboardingAnswers,
): string[] {
  switch (event.type) {
    // At the start an invoked call begins before the entry actions run, so the save comes first there.
    case 'xstate.init':
      return arrive((input.stored?.step ?? 1) as Step, input).sort((a) => (a === 'save' ? -1 : 1))
    // Plan item 2: "answers kept in session storage until sign-up, then POSTed".
    case 'onboarding.answer':
      return [`keep ${step}`]
    case 'onboarding.next':
      return step < 4 && missingOf(answers, step as 1 | 2 | 3).length === 0
        ? arrive((step + 1) as Step, input)
        : []
    case 'onboarding.back':
      return [`keep ${step === 4 ? 3 : step - 1}`]
    case 'onboarding.retry':
      return ['save']
    case 'xstate.done.actor.saveOnboarding':
      return ['forget']
    default:
      return []
  }
}

describe.each(modelStarts(aiAcademyOnboardingModel))(
  'aiAcademyOnboardingMachine starting with %s',
  (start) => {
    const input = aiAcademyOnboardingModel.inputs[start]

    it.each(modelPaths(aiAcademyOnboardingModel, start).map((path) => [pathName(path), path] as const))(
      '%s',
      (_, path) => {
        const save = promiseDouble<unknown, { answers: OnboardingAnswers }>('save')
        const kept: StoredOnboarding[] = []
        return replayPath(path, {
          model: aiAcademyOnboardingModel,
          input,
          actors: { saveOnboarding: save },
          actions: (effect) => ({
            keepAnswers: (_, stored: StoredOnboarding) => {
              kept.push(stored)
              effect(`keep ${stored.step}`)
            },
            forgetAnswers: () => effect('forget'),
          }),
          rules: (event, before) => expectedEffects(event, input, selectStep(before), before.context.answers),
          everyStep: ({ real }) => {
            // What is kept is always what the parent has answered, with the step they are on.
            if (kept.length)
              expect(kept.at(-1)).toEqual({ step: expect.any(Number), answers: real.context.answers })
            if (save.isRunning) expect(save.inputs.at(-1)).toEqual({ answers: allAnswers })
          },
          states: {
            who: ({ real }) => expect(real.context.missing.every((f) => f in stepAnswers[1])).toBe(true),
            subjects: ({ real }) => {
              expect(missingOf(real.context.answers, 1)).toEqual([])
              expect(real.context.missing.every((f) => f === 'subjects')).toBe(true)
            },
            goals: ({ real }) => {
              expect(missingOf(real.context.answers, 2)).toEqual([])
              expect(real.context.error).toBeNull()
            },
            readyToSignUp: ({ real }) => {
              expect(real.context.signedInParent).toBe(false)
              expect(real.context.answers).toEqual(allAnswers)
            },
            sending: ({ real }) => {
              expect(real.context.signedInParent).toBe(true)
              expect(real.context.error).toBeNull()
            },
            saveFailed: ({ real, event }) => expect(real.context.error).toBe(event.error.message),
            saved: ({ real }) => expect(real.status).toBe('done'),
          },
        })
      },
    )
  },
)

describe('aiAcademyOnboardingMachine', () => {
  it('will not leave a step until its required answers are given, and names the missing ones', () => {
    const actor = createActor(aiAcademyOnboardingMachine, { input: { stored: null, signedInParent: false } })
    actor.start()
    actor.send({ type: 'onboarding.answer', answers: { child_first_name: '  ' } })
    actor.send({ type: 'onboarding.next' })
    expect(actor.getSnapshot().value).toBe('who')
    expect(actor.getSnapshot().context.missing).toEqual(['child_first_name', 'school_level'])
    actor.send({ type: 'onboarding.answer', answers: { school_level: 'P4' } })
    expect(actor.getSnapshot().context.missing).toEqual(['child_first_name'])
    actor.send({ type: 'onboarding.answer', answers: { child_first_name: 'Ben' } })
    actor.send({ type: 'onboarding.next' })
    expect(actor.getSnapshot().value).toBe('subjects')
    expect(actor.getSnapshot().context.missing).toEqual([])
  })

  it('restores only as far as the kept answers allow', () => {
    const restored = (stored: StoredOnboarding) =>
      createActor(aiAcademyOnboardingMachine, { input: { stored, signedInParent: false } })
        .start()
        .getSnapshot().value
    expect(restored({ step: 4, answers: { ...stepAnswers[1], ...stepAnswers[2] } })).toBe('goals')
    expect(restored({ step: 3, answers: stepAnswers[1] })).toBe('subjects')
    expect(restored({ step: 2, answers: {} })).toBe('who')
  })

  it('saves a signed-in parent’s answers and forgets them only once saved', async () => {
    const forgotten: string[] = []
    const saved: OnboardingAnswers[] = []
    const machine = aiAcademyOnboardingMachine.provide({
      actors: {
        saveOnboarding: fromPromise(async ({ input }) => {
          saved.push(input.answers)
          return {}
        }),
      },
      actions: { forgetAnswers: () => forgotten.push('forget') },
    })
    const actor = createActor(machine, {
      input: { stored: { step: 4, answers: allAnswers }, signedInParent: true },
    }).start()
    expect(actor.getSnapshot().value).toBe('sending')
    expect(forgotten).toEqual([])
    await flush()
    expect(actor.getSnapshot().value).toBe('saved')
    expect(saved).toEqual([allAnswers])
    expect(forgotten).toEqual(['forget'])
  })

  it('fails kindly where the host provides no call', async () => {
    const actor = createActor(aiAcademyOnboardingMachine, {
      input: { stored: { step: 4, answers: allAnswers }, signedInParent: true },
    }).start()
    await flush()
    expect(actor.getSnapshot().value).toBe('saveFailed')
    expect(actor.getSnapshot().context.error).toBe('Your answers cannot be saved here.')
  })
})
