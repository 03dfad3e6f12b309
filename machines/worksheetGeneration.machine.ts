import { assign, fromCallback, fromPromise, type SnapshotFrom, setup } from 'xstate'
import { messageOf } from './errors'

/**
 * A teacher has worksheets written for them (issue 12 items 3 and 7; calls §7.9 POST /worksheets/generate/upload/
 * {type}, POST /worksheets/generate; ADR 0054): describe the worksheets, attach documents, watch the progress,
 * cancel, and review the drafts. Leaving `generating` stops the `generate` actor, whose request is aborted: the
 * spec's "abortable" request, and the server stops writing.
 *
 * Accepts: `gen.edit {fields}`, `gen.attach {kind, files}`, `gen.detach {kind, name}`, `gen.submit`,
 * `gen.progress {done, total, stage}` (from `followProgress`), `gen.cancel`, `gen.retry`, `gen.again`.
 * Provided by the app: `upload`, `generate`, `followProgress`, `cancelRun`, `generated`.
 */
export type GenerationFields = {
  prompt: string
  courseId: number | null
  numWorksheets: number
  numQuestions: number
  purpose: string
  reference: string
}
export type DocumentKind = 'curriculum' | 'source'
/** A file as the page holds it: the machine needs only its name (the page keeps the File). */
export type AttachedFile = { name: string; size: number }
export type UploadRequest = { kind: DocumentKind; names: string[] }
export type GenerateRequest = {
  requestId: string
  fields: GenerationFields
  curriculumIds: number[]
  sourceIds: number[]
}
export type GeneratedSheet = { id: number; title: string; question_ids: number[] }
export type Progress = { done: number; total: number; stage: string }
export type FieldErrors = Partial<Record<'prompt' | 'courseId' | 'numWorksheets' | 'numQuestions', string>>

export type WorksheetGenerationEvent =
  | { type: 'gen.edit'; fields: Partial<GenerationFields> }
  | { type: 'gen.attach'; kind: DocumentKind; files: AttachedFile[] }
  | { type: 'gen.detach'; kind: DocumentKind; name: string }
  | { type: 'gen.submit' }
  | { type: 'gen.progress'; done: number; total: number; stage: string }
  | { type: 'gen.cancel' }
  | { type: 'gen.retry' }
  | { type: 'gen.again' }

export type WorksheetGenerationInput = { fields?: Partial<GenerationFields>; newRequestId: () => string }

type Context = {
  fields: GenerationFields
  fieldErrors: FieldErrors
  attached: Record<DocumentKind, AttachedFile[]>
  uploaded: Record<DocumentKind, number[]>
  requestId: string
  newRequestId: () => string
  progress: Progress | null
  worksheets: GeneratedSheet[]
  error: string | null
}

export const LIMITS = { worksheets: 5, questions: 50 }

/** What is wrong with the request, in words; none when it can be sent. */
export function fieldErrorsOf(fields: GenerationFields): FieldErrors {
  const errors: FieldErrors = {}
  if (!fields.prompt.trim()) errors.prompt = 'Describe the worksheets you want.'
  if (fields.courseId === null) errors.courseId = 'Choose the level and subject.'
  const count = (n: number, max: number, what: string) =>
    Number.isInteger(n) && n >= 1 && n <= max ? undefined : `Choose 1 to ${max} ${what}.`
  const w = count(fields.numWorksheets, LIMITS.worksheets, 'worksheets')
  const q = count(fields.numQuestions, LIMITS.questions, 'questions')
  if (w) errors.numWorksheets = w
  if (q) errors.numQuestions = q
  return errors
}

const pendingOf = (context: Context): DocumentKind[] =>
  (['curriculum', 'source'] as const).filter(
    (kind) => context.attached[kind].length > 0 && context.uploaded[kind].length === 0,
  )

const errorOf = ({ event }: { event: { error?: unknown } }) => event.error

const DEFAULTS: GenerationFields = {
  prompt: '',
  courseId: null,
  numWorksheets: 1,
  numQuestions: 10,
  purpose: 'practice',
  reference: '',
}

export const worksheetGenerationMachine = setup({
  types: {
    input: {} as WorksheetGenerationInput,
    context: {} as Context,
    events: {} as WorksheetGenerationEvent,
  },
  actors: {
    // Provided by the app: POST /worksheets/generate/upload/{type}; answers the documents' ids.
    upload: fromPromise<number[], UploadRequest>(async () => {
      throw new Error('Documents cannot be uploaded here.')
    }),
    // Provided by the app: POST /worksheets/generate (its signal aborts the request).
    generate: fromPromise<GeneratedSheet[], GenerateRequest>(async () => {
      throw new Error('Worksheets cannot be generated here.')
    }),
    // Provided by the app: reads the run's progress (GET …/generate/jobs/{id}) and sends gen.progress.
    followProgress: fromCallback<WorksheetGenerationEvent, { requestId: string }>(() => () => {}),
    // Provided by the app: DELETE …/generate/jobs/{id}, so the run stops on whichever server runs it.
    cancelRun: fromPromise<unknown, { requestId: string }>(async () => undefined),
  },
  actions: {
    // Provided by the app: the drafts are ready (refresh the library and the history).
    generated: (_, _sheets: GeneratedSheet[]) => {},
    edit: assign(({ context }, fields: Partial<GenerationFields>) => ({
      fields: { ...context.fields, ...fields },
      fieldErrors: {},
    })),
    attach: assign(({ context }, { kind, files }: { kind: DocumentKind; files: AttachedFile[] }) => ({
      attached: { ...context.attached, [kind]: [...context.attached[kind], ...files].slice(0, 5) },
      uploaded: { ...context.uploaded, [kind]: [] },
    })),
    detach: assign(({ context }, { kind, name }: { kind: DocumentKind; name: string }) => ({
      attached: { ...context.attached, [kind]: context.attached[kind].filter((f) => f.name !== name) },
      uploaded: { ...context.uploaded, [kind]: [] },
    })),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: fieldErrorsOf(context.fields) })),
    keepUploaded: assign(({ context }, { kind, ids }: { kind: DocumentKind; ids: number[] }) => ({
      uploaded: { ...context.uploaded, [kind]: ids },
    })),
    startRun: assign(({ context }) => ({
      requestId: context.newRequestId(),
      progress: {
        done: 0,
        total: context.fields.numWorksheets * context.fields.numQuestions,
        stage: 'Starting',
      },
      error: null,
    })),
    keepProgress: assign((_, progress: Progress) => ({ progress })),
    keepWorksheets: assign((_, worksheets: GeneratedSheet[]) => ({ worksheets })),
    showError: assign((_, error: unknown) => ({ error: messageOf(error) })),
    reset: assign(({ context }) => ({
      fields: { ...context.fields, prompt: '', reference: '' },
      attached: { curriculum: [], source: [] },
      uploaded: { curriculum: [], source: [] },
      progress: null,
      worksheets: [],
      error: null,
    })),
  },
  guards: {
    valid: ({ context }) => Object.keys(fieldErrorsOf(context.fields)).length === 0,
    hasPending: ({ context }) => pendingOf(context).length > 0,
  },
}).createMachine({
  id: 'worksheetGeneration',
  context: ({ input }) => ({
    fields: { ...DEFAULTS, ...input.fields },
    fieldErrors: {},
    attached: { curriculum: [], source: [] },
    uploaded: { curriculum: [], source: [] },
    requestId: '',
    newRequestId: input.newRequestId,
    progress: null,
    worksheets: [],
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'gen.edit': { actions: { type: 'edit', params: ({ event }) => event.fields } },
        'gen.attach': {
          actions: { type: 'attach', params: ({ event }) => ({ kind: event.kind, files: event.files }) },
        },
        'gen.detach': {
          actions: { type: 'detach', params: ({ event }) => ({ kind: event.kind, name: event.name }) },
        },
        'gen.submit': [{ guard: 'valid', target: 'preparing' }, { actions: 'showFieldErrors' }],
      },
    },
    // Documents not yet sent go first, one kind at a time; then the run.
    preparing: {
      always: [
        { guard: 'hasPending', target: 'uploading' },
        { target: 'generating', actions: 'startRun' },
      ],
    },
    uploading: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => {
          const kind = pendingOf(context)[0]
          return { kind, names: context.attached[kind].map((f) => f.name) }
        },
        onDone: {
          target: 'preparing',
          actions: {
            type: 'keepUploaded',
            params: ({ context, event }) => ({ kind: pendingOf(context)[0], ids: event.output }),
          },
        },
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    generating: {
      invoke: [
        {
          id: 'generate',
          src: 'generate',
          input: ({ context }) => ({
            requestId: context.requestId,
            fields: context.fields,
            curriculumIds: context.uploaded.curriculum,
            sourceIds: context.uploaded.source,
          }),
          onDone: {
            target: 'review',
            actions: [
              { type: 'keepWorksheets', params: ({ event }) => event.output },
              { type: 'generated', params: ({ event }) => event.output },
            ],
          },
          onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
        },
        {
          id: 'followProgress',
          src: 'followProgress',
          input: ({ context }) => ({ requestId: context.requestId }),
        },
      ],
      on: {
        'gen.progress': {
          actions: {
            type: 'keepProgress',
            params: ({ event }) => ({ done: event.done, total: event.total, stage: event.stage }),
          },
        },
        'gen.cancel': 'cancelling',
      },
    },
    // The request is already aborted (leaving `generating` stopped it); the server is told too, and says so.
    cancelling: {
      invoke: {
        id: 'cancelRun',
        src: 'cancelRun',
        input: ({ context }) => ({ requestId: context.requestId }),
        onDone: 'cancelled',
        onError: 'cancelled',
      },
    },
    cancelled: {
      on: {
        'gen.retry': { target: 'preparing' },
        'gen.again': { target: 'editing' },
      },
    },
    failed: {
      on: {
        'gen.retry': { target: 'preparing' },
        'gen.again': { target: 'editing' },
      },
    },
    // The drafts: the page lists them to open, edit and save; "Generate more" starts again.
    review: {
      on: { 'gen.again': { target: 'editing', actions: 'reset' } },
    },
  },
})

type Snapshot = SnapshotFrom<typeof worksheetGenerationMachine>
export const selectProgressPercent = (snapshot: Snapshot): number => {
  const p = snapshot.context.progress
  return p && p.total > 0 ? Math.min(100, Math.round((p.done / p.total) * 100)) : 0
}
