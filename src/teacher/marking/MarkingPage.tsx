import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import { dataState } from '../../../machines/dataState'
import { currentItem, markingInboxMachine, selectLeft } from '../../../machines/markingInbox.machine'
import { css } from '../../../styled-system/css'
import { loadMarkingInbox, type MarkingItem, saveMarks, useInvalidateMarked } from '../../api/marking-inbox'
import { observe } from '../../devtools/observe'
import { Button } from '../../ui/Button'
import { fullName } from '../format'
import { titleStyle } from '../SectionFrame'
import { Empty, LoadFailed, Loading, muted } from '../states'
import { AnswerPanels } from './AnswerPanels'
import { ClassFilter } from './ClassFilter'
import { MarksForm } from './MarksForm'
import { useMarkingKeys } from './useMarkingKeys'

type Calls = { load?: typeof loadMarkingInbox; save?: typeof saveMarks }

/** "To mark": the answers that wait for a teacher, one at a time (the markingInbox machine, ADR 0052). */
export function MarkingPage({ load = loadMarkingInbox, save = saveMarks }: Calls) {
  const refresh = useInvalidateMarked()
  const [logic] = useState(() =>
    markingInboxMachine.provide({
      actors: {
        loadInbox: fromPromise(({ input }) => load(input)),
        saveMarks: fromPromise(({ input }) => save(input)),
      },
      actions: { marked: () => void refresh() },
    }),
  )
  const [snapshot, send] = useMachine(logic, { input: { classId: null }, inspect: observe })
  const { context } = snapshot
  const item = currentItem(context) as MarkingItem | undefined
  const reviewing = ['reviewing', 'saving', 'saveFailed'].some((s) => snapshot.matches(s as 'reviewing'))
  useMarkingKeys(snapshot.matches('reviewing'), send)
  const left = selectLeft(snapshot)
  return (
    <div
      data-flow="markingInbox"
      data-state={dataState(snapshot.value)}
      className={css({ display: 'grid', gap: '5', minWidth: 0 })}
    >
      <header className={css({ display: 'flex', gap: '3', alignItems: 'baseline', flexWrap: 'wrap' })}>
        <h1 className={titleStyle}>To mark</h1>
        {reviewing ? (
          <p role="status" className={muted}>
            {left} {left === 1 ? 'answer waits' : 'answers wait'} · {context.index + 1} of{' '}
            {context.items.length} here
          </p>
        ) : null}
      </header>
      <ClassFilter
        classId={context.classId}
        disabled={snapshot.matches('saving')}
        onChange={(classId) => send({ type: 'inbox.chooseClass', classId })}
      />
      {snapshot.matches('loading') ? <Loading>Loading the answers to mark…</Loading> : null}
      {snapshot.matches('failed') ? (
        <LoadFailed
          title="The answers to mark did not load"
          error={new Error(context.error ?? '')}
          retry={() => send({ type: 'inbox.retry' })}
        />
      ) : null}
      {snapshot.matches('empty') ? (
        <Finished title="Nothing to mark" onReload={() => send({ type: 'inbox.reload' })}>
          No answer waits for a teacher: spoken answers without a transcript, answers the marker flagged, and
          answers a student asked about will appear here.
        </Finished>
      ) : null}
      {snapshot.matches('done') ? (
        <Finished title="The end of the list" onReload={() => send({ type: 'inbox.reload' })}>
          You marked {context.marked} and passed over {context.items.length}; they still wait for you.
        </Finished>
      ) : null}
      {reviewing && item ? (
        <>
          <p className={muted}>
            {fullName(item.student)} · {item.class.name} · {item.worksheet.title}
            {item.submitted_at ? ` · handed in ${new Date(item.submitted_at).toLocaleString()}` : ''}
          </p>
          <AnswerPanels item={item} />
          <MarksForm snapshot={snapshot} maxScore={item.question.max_score} send={send} />
        </>
      ) : null}
    </div>
  )
}

function Finished({
  title,
  onReload,
  children,
}: {
  title: string
  onReload: () => void
  children: React.ReactNode
}) {
  return (
    <section aria-label={title} className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
      <h2 className={css({ fontSize: 'xl', fontWeight: '750' })}>{title}</h2>
      <Empty>{children}</Empty>
      <Button variant="outline" onClick={onReload}>
        Check again
      </Button>
    </section>
  )
}
