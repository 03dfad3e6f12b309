import { useMemo, useState } from 'react'
import { css } from '../../../../../../styled-system/css'
import { lead, pageContainer, pageTitle } from '../../../../-components/styles'
import { FlowChart } from './FlowChart'
import { type Exit, type Flow, type FlowState, registeredFlows } from './flows'
import { Notice } from './Notice'

/** What the page shows first (from its address, `?machine=quizSession&state=attempting.answering.idle`). */
export type FlowChoice = { machine?: string; state?: string }

type Props = {
  flows?: Flow[]
  initial?: FlowChoice
  /** Called as the person chooses, so the address can link to what they see. */
  onChoose?: (choice: FlowChoice) => void
}

/** Staff page: every registered machine, drawn from its definition, with the ways out of each state. */
export function FlowsPage({ flows: given, initial, onChoose }: Props) {
  // Read from the machines' definitions once; they are a static import, so there is nothing to wait for.
  const flows = useMemo(() => given ?? registeredFlows(), [given])
  return (
    <div className={pageContainer}>
      <h1 className={pageTitle}>Flows</h1>
      <p className={`${lead} ${css({ mt: '2' })}`}>
        Every state machine of the app, drawn from its own definition. Choose a machine, then a state, to see
        the events that leave it.
      </p>
      {flows.length === 0 ? (
        <Notice title="No machines are registered" className={css({ mt: '6' })}>
          Machines appear here once they are added to machines/registry.ts.
        </Notice>
      ) : (
        <Flows flows={flows} initial={initial} onChoose={onChoose} />
      )}
    </div>
  )
}

function Flows({ flows, initial, onChoose }: { flows: Flow[] } & Pick<Props, 'initial' | 'onChoose'>) {
  const [flowId, setFlowId] = useState(() =>
    flows.some((candidate) => candidate.id === initial?.machine) ? initial?.machine : flows[0]?.id,
  )
  const [statePath, setStatePath] = useState<string | null>(initial?.state ?? null)
  const flow = flows.find((candidate) => candidate.id === flowId) ?? null
  const state = flow?.states.find((candidate) => candidate.path === statePath) ?? null

  function chooseFlow(id: string) {
    setFlowId(id)
    setStatePath(null)
    onChoose?.({ machine: id })
  }
  function chooseState(path: string) {
    setStatePath(path)
    onChoose?.({ machine: flowId, state: path })
  }

  return (
    <div className={layout}>
      <nav aria-label="Machines">
        <h2 className={heading}>Machines</h2>
        <ul className={list}>
          {flows.map((candidate) => (
            <li key={candidate.id}>
              <button
                type="button"
                aria-pressed={candidate.id === flowId}
                onClick={() => chooseFlow(candidate.id)}
                className={machineButton}
              >
                <span className={css({ fontWeight: '700', fontFamily: 'mono' })}>{candidate.id}</span>
                <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                  {candidate.purpose}
                </span>
                <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.subtle', mt: '1' })}>
                  Spec: {candidate.spec}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {flow ? (
        <section aria-labelledby="flow-title" className={css({ minWidth: 0 })}>
          <h2 id="flow-title" className={css({ fontSize: '2xl', fontWeight: '800', fontFamily: 'mono' })}>
            {flow.id}
          </h2>
          <p className={css({ color: 'fg.muted' })}>{flow.purpose}.</p>
          <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '4' })}>Spec: {flow.spec}</p>
          <FlowChart key={flow.id} flow={flow} selected={statePath} onSelect={chooseState} />
          <div className={detail}>
            <StateList flow={flow} selected={statePath} onSelect={chooseState} />
            <StatePanel flow={flow} state={state} />
          </div>
        </section>
      ) : null}
    </div>
  )
}

function StateList({
  flow,
  selected,
  onSelect,
}: {
  flow: Flow
  selected: string | null
  onSelect: (path: string) => void
}) {
  return (
    <div>
      <h3 id="states-title" className={heading}>
        States of {flow.id}
      </h3>
      <ul aria-labelledby="states-title" className={list}>
        {flow.states.map((state) => (
          <li key={state.path} style={{ paddingInlineStart: `${state.depth * 1}rem` }}>
            <button
              type="button"
              aria-pressed={state.path === selected}
              onClick={() => onSelect(state.path)}
              className={stateButton}
            >
              <span className={css({ fontFamily: 'mono' })}>{state.key}</span>
              {state.kind !== 'atomic' ? (
                <span className={css({ fontSize: 'xs', color: 'fg.muted', ms: '2' })}>
                  {KIND[state.kind]}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

const KIND: Record<Exclude<FlowState['kind'], 'atomic'>, string> = {
  final: 'final',
  compound: 'holds states',
  parallel: 'parallel',
  choice: 'chooses at once',
}

function StatePanel({ flow, state }: { flow: Flow; state: FlowState | null }) {
  return (
    <section aria-labelledby="state-panel-title" aria-live="polite" className={panel}>
      {state ? (
        <>
          <h3 id="state-panel-title" className={heading}>
            Leaving <code>{state.path}</code>
          </h3>
          {state.sees ? (
            <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '3' })}>{state.sees}</p>
          ) : null}
          {state.exits.length === 0 && state.inherited.length === 0 ? (
            <p>
              {state.kind === 'final' ? 'A final state: the flow ends here.' : 'No event leaves this state.'}
            </p>
          ) : null}
          {state.exits.length ? (
            <ExitList label={`Events that leave ${state.path}`} exits={state.exits} />
          ) : null}
          {state.inherited.map(({ from, exits }) => (
            <div key={from} className={css({ mt: '3' })}>
              <h4 className={css({ fontSize: 'sm', fontWeight: '700' })}>
                {from ? (
                  <>
                    Also, from the enclosing state <code>{from}</code>
                  </>
                ) : (
                  `Also, from any state of ${flow.id}`
                )}
              </h4>
              <ExitList label={`Events that leave ${from || flow.id}`} exits={exits} />
            </div>
          ))}
        </>
      ) : (
        <>
          <h3 id="state-panel-title" className={heading}>
            No state chosen
          </h3>
          <p className={css({ color: 'fg.muted' })}>
            Choose a state in the list or on the chart to see the events that leave it.
          </p>
        </>
      )}
    </section>
  )
}

function ExitList({ label, exits }: { label: string; exits: Exit[] }) {
  return (
    <ul aria-label={label} className={css({ display: 'grid', gap: '2', mt: '2' })}>
      {exits.map((exit) => (
        <li key={exit.key} className={css({ fontSize: 'sm' })}>
          <span className={css({ fontWeight: '600' })}>{exit.when}</span>
          <span className={css({ color: 'fg.muted' })}>
            {' → '}
            {exit.to.length ? exit.to.join(', ') : 'stays here (its actions run)'}
          </span>
        </li>
      ))}
    </ul>
  )
}

const layout = css({
  display: 'grid',
  gap: '6',
  mt: '6',
  gridTemplateColumns: { base: '1fr', lg: '18rem minmax(0, 1fr)' },
  alignItems: 'start',
})
const detail = css({
  display: 'grid',
  gap: '6',
  mt: '6',
  gridTemplateColumns: { base: '1fr', md: 'minmax(12rem, 1fr) minmax(0, 2fr)' },
  alignItems: 'start',
})
const heading = css({ fontSize: 'lg', fontWeight: '700', mb: '2' })
const list = css({ display: 'grid', gap: '1' })
const buttonBase = {
  width: '100%',
  textAlign: 'start',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.surface',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  '&[aria-pressed=true]': { borderColor: 'focusRing', borderWidth: '2px', bg: 'info.bg' },
} as const
const machineButton = css(buttonBase, { px: '3', py: '2' })
const stateButton = css(buttonBase, { px: '2', py: '1', fontSize: 'sm' })
const panel = css({
  p: '4',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  position: { md: 'sticky' },
  top: { md: '4' },
})
