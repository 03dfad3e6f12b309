import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate'
import { modelPaths, modelStarts } from './graph/model'
import { callbackDouble, promiseDouble } from './testing/doubles'
import { flush, pathName, replayPath } from './testing/replay'
import {
  fieldErrorsOf,
  type GeneratedSheet,
  type GenerateRequest,
  type GenerationFields,
  selectProgressPercent,
  type UploadRequest,
  type WorksheetGenerationEvent,
  worksheetGenerationMachine,
} from './worksheetGeneration.machine'
import { drafts, outcomesPdf, p5Maths, worksheetGenerationModel } from './worksheetGeneration.model'

type Snapshot = SnapshotFrom<typeof worksheetGenerationMachine>

/** Issue 12 items 3 and 7 and ADR 0054, as effects: what each event must cause. */
const rules: Array<{
  spec: string
  applies: (e: AnyEventObject, before: Snapshot) => boolean
  effects: string[]
}> = [
  {
    spec: 'a valid request with a document not yet sent: the document goes first',
    applies: (e, before) =>
      (e.type === 'gen.submit' || e.type === 'gen.retry') &&
      Object.keys(fieldErrorsOf(before.context.fields)).length === 0 &&
      before.context.attached.curriculum.length > 0 &&
      before.context.uploaded.curriculum.length === 0 &&
      (e.type === 'gen.retry' || before.matches('editing')),
    effects: ['upload'],
  },
  {
    spec: 'a valid request with nothing to send: the run starts, and its progress is followed',
    applies: (e, before) =>
      ((e.type === 'gen.submit' && before.matches('editing')) ||
        (e.type === 'gen.retry' && (before.matches('failed') || before.matches('cancelled')))) &&
      Object.keys(fieldErrorsOf(before.context.fields)).length === 0 &&
      (before.context.attached.curriculum.length === 0 || before.context.uploaded.curriculum.length > 0),
    effects: ['generate', 'followProgress'],
  },
  {
    spec: 'uploading → the run, once the documents are in',
    applies: (e) => e.type === 'xstate.done.actor.upload',
    effects: ['generate', 'followProgress'],
  },
  {
    spec: 'generating: gen.cancel → the server is told to stop (the request itself is aborted)',
    applies: (e, before) => e.type === 'gen.cancel' && before.matches('generating'),
    effects: ['cancelRun'],
  },
  {
    spec: 'generating → review: the page refreshes the library and history',
    applies: (e) => e.type === 'xstate.done.actor.generate',
    effects: [`generated ${drafts.length}`],
  },
]
const expectedEffects = (event: AnyEventObject, before: Snapshot) =>
  rules.filter((rule) => rule.applies(event, before)).flatMap((rule) => rule.effects)

describe.each(modelStarts(worksheetGenerationModel))(
  'worksheetGenerationMachine starting with %s',
  (start) => {
    const input = worksheetGenerationModel.inputs[start]
    it.each(modelPaths(worksheetGenerationModel, start).map((path) => [pathName(path), path] as const))(
      '%s',
      (_, path) => {
        const generate = promiseDouble<unknown, GenerateRequest>('generate')
        const upload = promiseDouble<unknown, UploadRequest>('upload')
        const followProgress = callbackDouble<WorksheetGenerationEvent, { requestId: string }>(
          'followProgress',
        )
        const cancelRun = promiseDouble<unknown, { requestId: string }>('cancelRun')
        return replayPath(path, {
          model: worksheetGenerationModel,
          input,
          actors: { generate, upload, followProgress, cancelRun },
          actions: (effect) => ({
            generated: (_, sheets: GeneratedSheet[]) => effect(`generated ${sheets.length}`),
          }),
          rules: expectedEffects,
          everyStep: ({ real }) => {
            if (generate.isRunning) {
              const sent = generate.inputs.at(-1)
              expect(sent?.requestId).toBe(real.context.requestId)
              expect(followProgress.inputs.at(-1)).toEqual({ requestId: real.context.requestId })
              expect(sent?.curriculumIds).toEqual(real.context.uploaded.curriculum)
            }
          },
          states: {
            editing: ({ real }) =>
              expect(real.context.progress === null || real.context.error !== undefined).toBe(true),
            uploading: ({ real }) =>
              expect(upload.inputs.at(-1)).toEqual({ kind: 'curriculum', names: [outcomesPdf.name] }) ??
              expect(real.context.attached.curriculum).toHaveLength(1),
            generating: ({ real }) => {
              expect(real.context.error).toBeNull()
              expect(real.context.progress?.total).toBe(
                real.context.fields.numWorksheets * real.context.fields.numQuestions,
              )
            },
            cancelling: () => expect(generate.isRunning).toBe(false),
            cancelled: () => expect(generate.isRunning).toBe(false),
            failed: ({ real, event }) => expect(real.context.error).toBe(event.error.message),
            review: ({ real }) => expect(real.context.worksheets).toEqual(drafts),
          },
        })
      },
    )
  },
)

describe('the request (ADR 0054)', () => {
  const fields: GenerationFields = {
    prompt: 'Fractions',
    courseId: p5Maths,
    numWorksheets: 1,
    numQuestions: 10,
    purpose: 'practice',
    reference: '',
  }
  it('says what is missing or out of range, in words', () => {
    expect(fieldErrorsOf(fields)).toEqual({})
    expect(
      fieldErrorsOf({ ...fields, prompt: ' ', courseId: null, numWorksheets: 6, numQuestions: 0 }),
    ).toEqual({
      prompt: 'Describe the worksheets you want.',
      courseId: 'Choose the level and subject.',
      numWorksheets: 'Choose 1 to 5 worksheets.',
      numQuestions: 'Choose 1 to 50 questions.',
    })
  })
})

describe('worksheetGenerationMachine', () => {
  it('aborts the request when cancelled, and a retry is a new run under a new id', async () => {
    const signals: AbortSignal[] = []
    const ids: string[] = []
    let n = 0
    const machine = worksheetGenerationMachine.provide({
      actors: {
        generate: fromPromise(({ input, signal }) => {
          signals.push(signal)
          ids.push(input.requestId)
          return new Promise<GeneratedSheet[]>(() => {})
        }),
        followProgress: fromCallback(({ sendBack }) => {
          sendBack({ type: 'gen.progress', done: 5, total: 10, stage: 'Writing question 6 of 10' })
          return () => {}
        }),
        cancelRun: fromPromise<unknown, { requestId: string }>(async () => undefined),
      },
    })
    const actor = createActor(machine, {
      input: { fields: { courseId: 3, prompt: 'Ratio' }, newRequestId: () => `r-${++n}` },
    }).start()
    actor.send({ type: 'gen.submit' })
    await flush()
    expect(actor.getSnapshot().value).toBe('generating')
    expect(selectProgressPercent(actor.getSnapshot())).toBe(50)
    actor.send({ type: 'gen.cancel' })
    expect(signals[0].aborted).toBe(true)
    await flush()
    expect(actor.getSnapshot().value).toBe('cancelled')
    actor.send({ type: 'gen.retry' })
    expect(ids).toEqual(['r-1', 'r-2'])
  })
})
