import { doneEvent, errorEvent } from './graph/events'
import { defineModel } from './graph/model'
import {
  type GeneratedSheet,
  type WorksheetGenerationEvent,
  type WorksheetGenerationInput,
  worksheetGenerationMachine,
} from './worksheetGeneration.machine'

export const p5Maths = 12
/** The page makes a new random id per run; one fixed id keeps the model's state space finite. */
export const newRequestId = () => 'run-a'

export const drafts: GeneratedSheet[] = [
  { id: 301, title: 'P5 fractions homework (1 of 2)', question_ids: [1, 2, 3] },
  { id: 302, title: 'P5 fractions homework (2 of 2)', question_ids: [4, 5, 6] },
]
export const outcomesPdf = { name: 'outcomes.pdf', size: 52_000 }

export const generationFailures = {
  400: {
    status: 400,
    message:
      'Say which level and subject the worksheets are for (for example “P5 Maths”), or choose a course.',
  },
  415: { status: 415, message: '“notes.txt” is not a PDF or a Word (.docx) document.' },
  network: { name: 'TypeError', message: 'We could not reach Lantern. Check your internet connection.' },
}

export const worksheetGenerationInputs = {
  'an empty form': { newRequestId },
  'a form opened from a class (P5 Maths)': { fields: { courseId: p5Maths }, newRequestId },
} satisfies Record<string, WorksheetGenerationInput>

export const worksheetGenerationModel = defineModel({
  machine: worksheetGenerationMachine,
  inputs: worksheetGenerationInputs,
  events: (): WorksheetGenerationEvent[] => [
    { type: 'gen.edit', fields: { prompt: 'P5 fractions homework', courseId: p5Maths, numWorksheets: 2 } },
    { type: 'gen.edit', fields: { prompt: '' } },
    { type: 'gen.attach', kind: 'curriculum', files: [outcomesPdf] },
    { type: 'gen.detach', kind: 'curriculum', name: outcomesPdf.name },
    { type: 'gen.submit' },
    { type: 'gen.progress', done: 3, total: 20, stage: 'Writing question 4 of 20' },
    { type: 'gen.cancel' },
    { type: 'gen.retry' },
    { type: 'gen.again' },
    doneEvent<WorksheetGenerationEvent>('upload', [41]),
    errorEvent<WorksheetGenerationEvent>('upload', generationFailures[415]),
    doneEvent<WorksheetGenerationEvent>('generate', drafts),
    errorEvent<WorksheetGenerationEvent>('generate', generationFailures[400]),
    errorEvent<WorksheetGenerationEvent>('generate', generationFailures.network),
    doneEvent<WorksheetGenerationEvent>('cancelRun', {}),
  ],
  eventName: (event) => {
    const e = event as { type: string; fields?: { prompt?: string }; error?: { status?: number } }
    if (e.type === 'gen.edit') return e.fields?.prompt ? 'described' : 'cleared'
    if (e.type.startsWith('xstate.error.actor')) return String(e.error?.status ?? 'network')
    return undefined
  },
  // Keeps the walk small: the form is described once, a document attached while none is.
  traversal: () => ({
    filterEvents: (snapshot, event) => {
      const { context } = snapshot
      if (event.type === 'gen.edit')
        return 'prompt' in event.fields && event.fields.prompt
          ? !context.fields.prompt
          : Boolean(context.fields.prompt)
      if (event.type === 'gen.attach') return context.attached.curriculum.length === 0
      if (event.type === 'gen.detach') return context.attached.curriculum.length > 0
      if (event.type === 'gen.progress') return !context.progress || context.progress.done === 0
      return true
    },
  }),
  sees: {
    editing:
      'The request: what the worksheets are about, level and subject, how many worksheets and questions, purpose, documents to attach; each problem in words; "Generate"',
    uploading: 'The documents being sent: "Reading your documents…"',
    generating: 'A progress bar with "Writing question 4 of 20" and "Cancel"',
    cancelling: '"Stopping…"',
    cancelled: '"Cancelled: nothing was saved", with "Try again" and "Change the request"',
    failed: 'The reason in words, with "Try again" and "Change the request"',
    review: 'The drafts, each to open, check, edit and save, and "Generate more"',
  },
  words: {
    guards: {
      valid: 'if the request is described, a course chosen, and the counts within limits',
      hasPending: 'if a document is attached and not yet sent',
    },
  },
})
