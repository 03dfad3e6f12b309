import { useSuspenseQuery } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useMemo, useRef } from 'react'
import { fromCallback, fromPromise } from 'xstate'
import {
  type DocumentKind,
  LIMITS,
  selectProgressPercent,
  worksheetGenerationMachine,
} from '../../../machines/worksheetGeneration.machine'
import { css } from '../../../styled-system/css'
import { schoolCoursesQueryOptions } from '../../api/teachers'
import {
  cancelGenerationJob,
  followGenerationJob,
  generateWorksheets,
  uploadDocuments,
} from '../../api/worksheet-generation'
import { useInvalidateWorksheets } from '../../api/worksheets'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { TextareaField, TextField } from '../../ui/Field'
import { SelectField } from '../SelectField'
import { DocumentPicker } from './DocumentPicker'
import { GeneratedDrafts } from './GeneratedDrafts'
import { GenerationProgress } from './GenerationProgress'

const PURPOSES = [
  { value: 'practice', label: 'Practice' },
  { value: 'homework', label: 'Homework' },
  { value: 'diagnostic', label: 'Diagnostic (find the gaps)' },
  { value: 'end of unit test', label: 'End of unit test' },
  { value: 'revision', label: 'Revision (easier)' },
]

const newRequestId = () =>
  globalThis.crypto?.randomUUID?.() ?? `run-${Date.now()}-${Math.random().toString(36).slice(2)}`

/** "Generate with AI": describe the worksheets, attach documents, watch them being written, review the drafts. */
export function GeneratePanel() {
  const { data: courses } = useSuspenseQuery(schoolCoursesQueryOptions())
  const files = useRef<Record<DocumentKind, File[]>>({ curriculum: [], source: [] })
  const refresh = useInvalidateWorksheets()
  const machine = useMemo(
    () =>
      worksheetGenerationMachine.provide({
        actors: {
          upload: fromPromise(({ input }) => uploadDocuments(input.kind, files.current[input.kind])),
          generate: fromPromise(({ input, signal }) => generateWorksheets(input, signal)),
          followProgress: fromCallback(({ sendBack, input }) =>
            followGenerationJob(input.requestId, (p) => sendBack({ type: 'gen.progress', ...p })),
          ),
          cancelRun: fromPromise(({ input }) => cancelGenerationJob(input)),
        },
        actions: { generated: () => void refresh() },
      }),
    [refresh],
  )
  const [snapshot, send] = useMachine(machine, { input: { newRequestId } })
  const { fields, fieldErrors, attached, error, worksheets } = snapshot.context
  const editing = snapshot.matches('editing')
  const running =
    snapshot.matches('uploading') || snapshot.matches('generating') || snapshot.matches('cancelling')

  if (snapshot.matches('review'))
    return <GeneratedDrafts drafts={worksheets} onAgain={() => send({ type: 'gen.again' })} />

  return (
    <section
      aria-labelledby="generate-title"
      data-flow="worksheetGeneration"
      data-state={JSON.stringify(snapshot.value)}
      className={css({ display: 'grid', gap: '4', maxWidth: '3xl' })}
    >
      <h2 id="generate-title" className={css({ fontSize: 'xl', fontWeight: '750' })}>
        Generate worksheets
      </h2>
      <p className={css({ color: 'fg.muted' })}>
        Say what the worksheets should practise. Each question comes with a worked solution and a marking
        scheme, and is checked by the marker before you see it. They arrive as drafts: check them, change what
        you need, then save.
      </p>
      {running ? (
        <GenerationProgress
          stage={
            snapshot.matches('uploading')
              ? 'Reading your documents…'
              : (snapshot.context.progress?.stage ?? 'Starting')
          }
          percent={selectProgressPercent(snapshot)}
          done={snapshot.context.progress?.done ?? 0}
          total={snapshot.context.progress?.total ?? 0}
          cancelling={snapshot.matches('cancelling')}
          onCancel={snapshot.matches('generating') ? () => send({ type: 'gen.cancel' }) : undefined}
        />
      ) : null}
      {running ? null : (
        <form
          noValidate
          className={css({ display: 'grid', gap: '4' })}
          onSubmit={(event) => {
            event.preventDefault()
            send({ type: 'gen.submit' })
          }}
        >
          <fieldset
            disabled={!editing}
            className={css({ display: 'grid', gap: '4', border: 'none', p: 0, m: 0 })}
          >
            <TextareaField
              label="What should the worksheets cover?"
              rows={3}
              required
              value={fields.prompt}
              error={fieldErrors.prompt}
              hint="For example: “Dividing fractions by a whole number, with word problems about sharing.”"
              onChange={(e) => send({ type: 'gen.edit', fields: { prompt: e.target.value } })}
            />
            <SelectField
              label="Level and subject"
              value={fields.courseId === null ? '' : String(fields.courseId)}
              error={fieldErrors.courseId}
              placeholder="Choose a course"
              options={courses.map((c) => ({ value: String(c.id), label: c.name }))}
              onChange={(e) =>
                send({
                  type: 'gen.edit',
                  fields: { courseId: e.target.value ? Number(e.target.value) : null },
                })
              }
            />
            <div
              className={css({
                display: 'grid',
                gap: '4',
                gridTemplateColumns: { base: '1fr', sm: '1fr 1fr 1fr' },
              })}
            >
              <CountField
                label="Worksheets"
                max={LIMITS.worksheets}
                value={fields.numWorksheets}
                error={fieldErrors.numWorksheets}
                onChange={(numWorksheets) => send({ type: 'gen.edit', fields: { numWorksheets } })}
              />
              <CountField
                label="Questions in each"
                max={LIMITS.questions}
                value={fields.numQuestions}
                error={fieldErrors.numQuestions}
                onChange={(numQuestions) => send({ type: 'gen.edit', fields: { numQuestions } })}
              />
              <SelectField
                label="Purpose"
                value={fields.purpose}
                placeholder="Any"
                options={PURPOSES}
                onChange={(e) => send({ type: 'gen.edit', fields: { purpose: e.target.value } })}
              />
            </div>
            <TextareaField
              label="Sample questions or notes to follow (optional)"
              rows={3}
              value={fields.reference}
              onChange={(e) => send({ type: 'gen.edit', fields: { reference: e.target.value } })}
            />
            <DocumentPicker
              attached={attached}
              onAttach={(kind, chosen) => {
                files.current[kind] = [...files.current[kind], ...chosen].slice(0, 5)
                send({ type: 'gen.attach', kind, files: chosen.map((f) => ({ name: f.name, size: f.size })) })
              }}
              onDetach={(kind, name) => {
                files.current[kind] = files.current[kind].filter((f) => f.name !== name)
                send({ type: 'gen.detach', kind, name })
              }}
            />
          </fieldset>
          {editing ? (
            <Button type="submit" className={css({ justifySelf: 'start' })}>
              Generate
            </Button>
          ) : null}
        </form>
      )}
      {snapshot.matches('cancelled') || snapshot.matches('failed') ? (
        <Alert
          status={snapshot.matches('cancelled') ? 'info' : 'danger'}
          title={
            snapshot.matches('cancelled') ? 'Cancelled: nothing was saved' : 'The worksheets were not made'
          }
        >
          {snapshot.matches('failed') ? <p>{error}</p> : null}
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: '2' })}>
            <Button size="sm" onClick={() => send({ type: 'gen.retry' })}>
              Try again
            </Button>
            <Button size="sm" variant="outline" onClick={() => send({ type: 'gen.again' })}>
              Change the request
            </Button>
          </div>
        </Alert>
      ) : null}
    </section>
  )
}

type CountProps = { label: string; max: number; value: number; error?: string; onChange: (n: number) => void }

/** A whole number from 1 to `max`; what is wrong with it comes from the machine's check. */
function CountField({ label, max, value, error, onChange }: CountProps) {
  return (
    <TextField
      label={label}
      type="number"
      min={1}
      max={max}
      value={String(value)}
      error={error}
      onChange={(e) => onChange(Number(e.target.value))}
    />
  )
}
