import { useQuery } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { type ReactNode, useState } from 'react'
import { fromPromise } from 'xstate'
import {
  type Assignment,
  assignWorksheetMachine,
  type ReassignRequest,
} from '../../../machines/assignWorksheet.machine'
import { dataState } from '../../../machines/dataState'
import { css } from '../../../styled-system/css'
import { type ClassSummary, classQueryOptions } from '../../api/teachers'
import { reassignWorksheet, useInvalidateWorksheets } from '../../api/worksheets'
import { observe } from '../../devtools/observe'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import * as Dialog from '../../ui/Dialog'
import { TextField } from '../../ui/Field'
import { SelectField } from '../SelectField'
import { AssignSummary, ChooseStudents } from './AssignParts'
import { dayOf, schoolToday } from './dates'

type Target = { id: number; title: string; classId: number | null }
type Props = {
  worksheet: Target | null
  classes: ClassSummary[]
  onClose: () => void
  /** The call; the page's real one unless a test gives another. */
  reassign?: (request: ReassignRequest) => Promise<Assignment>
  /** What is being assigned, as the summary names it (a lesson is assigned through this dialog too). */
  noun?: string
}

/** "Assign": who gets the worksheet, from when and until when, a summary, then the call (the assign machine). */
export function AssignDialog({
  worksheet,
  classes,
  onClose,
  reassign = reassignWorksheet,
  noun = 'Worksheet',
}: Props) {
  return (
    <Dialog.Root
      open={worksheet !== null}
      onOpenChange={({ open }) => {
        if (!open) onClose()
      }}
    >
      <Dialog.Content>
        <Dialog.Title>Assign “{worksheet?.title}”</Dialog.Title>
        {worksheet ? (
          <AssignFlow
            worksheet={worksheet}
            classes={classes}
            reassign={reassign}
            noun={noun}
            onClose={onClose}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  )
}

function AssignFlow({
  worksheet,
  classes,
  reassign,
  noun,
  onClose,
}: Required<Omit<Props, 'worksheet'>> & { worksheet: Target }) {
  const refresh = useInvalidateWorksheets()
  const [logic] = useState(() =>
    assignWorksheetMachine.provide({
      actors: { reassign: fromPromise(({ input }) => reassign(input)) },
      actions: { assigned: () => void refresh() },
    }),
  )
  const [snapshot, send] = useMachine(logic, {
    input: { worksheetId: worksheet.id, today: schoolToday(), classId: worksheet.classId },
    inspect: observe,
  })
  const { context } = snapshot
  const klass = useQuery({ ...classQueryOptions(context.classId ?? 0), enabled: context.classId !== null })
  const className = classes.find((c) => c.id === context.classId)?.name ?? 'the class'
  const step = dataState(snapshot.value)
  return (
    <div
      data-flow="assignWorksheet"
      data-state={step}
      className={css({ display: 'grid', gap: '4', mt: '3' })}
    >
      {snapshot.matches('choosing') ? (
        <>
          <SelectField
            label="Class"
            value={context.classId ? String(context.classId) : ''}
            placeholder="Choose a class"
            error={context.classError ?? undefined}
            options={classes.map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={(e) => send({ type: 'assign.chooseClass', classId: Number(e.target.value) || null })}
          />
          {context.classId !== null ? (
            <ChooseStudents
              students={klass.data?.students}
              loading={klass.isPending}
              error={klass.error}
              retry={() => klass.refetch()}
              chosen={context.studentIds}
              onChange={(studentIds) => send({ type: 'assign.chooseStudents', studentIds })}
            />
          ) : null}
          <Footer>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => send({ type: 'assign.next' })}>Next</Button>
          </Footer>
        </>
      ) : null}
      {snapshot.matches('dates') ? (
        <form
          noValidate
          className={css({ display: 'grid', gap: '4' })}
          onSubmit={(e) => {
            e.preventDefault()
            send({ type: 'assign.next' })
          }}
        >
          <TextField
            label="Date assigned"
            type="date"
            value={context.dateAssigned}
            error={context.dateErrors.dateAssigned}
            onChange={(e) =>
              send({ type: 'assign.setDates', dateAssigned: e.target.value, dueDate: context.dueDate })
            }
          />
          <TextField
            label="Due date"
            type="date"
            value={context.dueDate}
            min={context.dateAssigned || context.today}
            hint="Children can hand it in until the end of this day."
            error={context.dateErrors.dueDate}
            onChange={(e) =>
              send({ type: 'assign.setDates', dateAssigned: context.dateAssigned, dueDate: e.target.value })
            }
          />
          <Footer>
            <Button variant="ghost" onClick={() => send({ type: 'assign.back' })}>
              Back
            </Button>
            <Button type="submit">Next</Button>
          </Footer>
        </form>
      ) : null}
      {snapshot.matches('confirming') || snapshot.matches('submitting') || snapshot.matches('failed') ? (
        <>
          <AssignSummary
            noun={noun}
            title={worksheet.title}
            className={className}
            students={klass.data?.students}
            chosen={context.studentIds}
            dateAssigned={context.dateAssigned}
            dueDate={context.dueDate}
          />
          {snapshot.matches('failed') ? (
            <Alert status="danger" title="It was not assigned">
              {context.error}
            </Alert>
          ) : null}
          <Footer>
            <Button
              variant="ghost"
              disabled={snapshot.matches('submitting')}
              onClick={() => send({ type: 'assign.back' })}
            >
              {snapshot.matches('failed') ? 'Change dates' : 'Back'}
            </Button>
            {snapshot.matches('failed') ? (
              <Button onClick={() => send({ type: 'assign.retry' })}>Try again</Button>
            ) : (
              <Button
                loading={snapshot.matches('submitting')}
                loadingText="Assigning…"
                onClick={() => send({ type: 'assign.confirm' })}
              >
                Assign
              </Button>
            )}
          </Footer>
        </>
      ) : null}
      {snapshot.matches('done') ? (
        <>
          <Alert status="success" title="Assigned">
            {context.studentIds.length
              ? `${context.studentIds.length} ${context.studentIds.length === 1 ? 'child' : 'children'} of ${className}`
              : `Everyone in ${className}`}{' '}
            can do it from {dayOf(context.dateAssigned)}, due {dayOf(context.dueDate)}.
          </Alert>
          <Footer>
            <Button onClick={onClose}>Close</Button>
          </Footer>
        </>
      ) : null}
    </div>
  )
}

function Footer({ children }: { children: ReactNode }) {
  return (
    <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
      {children}
    </div>
  )
}
