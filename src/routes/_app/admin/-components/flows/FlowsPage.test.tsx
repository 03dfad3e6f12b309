// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { declaredTransitions, statePath } from '../../../../../../machines/graph/transitions'
import { transitionWords } from '../../../../../../machines/graph/words'
import { machineRegistry } from '../../../../../../machines/registry'
import { chartIdOf } from './FlowChart'
import { FlowsPage } from './FlowsPage'
import { registeredFlows } from './flows'

// happy-dom cannot lay out SVG text, so Mermaid's drawing is replaced by one group per state the chart names,
// with the ids Mermaid 11 gives them (`<render id>-state-<chart id>-<n>`); everything else is the machines' real data.
const render$ = vi.hoisted(() => vi.fn())
vi.mock('./loadMermaid', () => ({ loadMermaid: async () => ({ render: render$ }) }))
function drawsStates() {
  render$.mockImplementation(async (renderId: string, text: string) => {
    const ids = [...text.matchAll(/^\s*(?:state\s+(?:"[^"]*"\s+as\s+)?)?(\w+)/gm)].map((m) => m[1])
    const groups = ids
      .map((id, n) => `<g class="node" id="${renderId}-state-${id}-${n}"><rect></rect></g>`)
      .join('')
    return { svg: `<svg>${groups}</svg>` }
  })
}
afterEach(() => {
  cleanup()
  render$.mockReset()
})

describe('the flows page', () => {
  it('lists every registered machine with its purpose and spec section', async () => {
    drawsStates()
    render(<FlowsPage />)
    const machines = await screen.findByRole('navigation', { name: 'Machines' })
    const buttons = within(machines).getAllByRole('button')
    expect(buttons).toHaveLength(machineRegistry.length)
    for (const entry of machineRegistry) {
      const button = within(machines).getByRole('button', { name: new RegExp(`^${entry.id}`) })
      expect(button.textContent).toContain(entry.purpose)
      expect(button.textContent).toContain(entry.spec)
    }
    expect(await screen.findByRole('img', { name: `Statechart of ${machineRegistry[0].id}` })).toBeTruthy()
    expect(render$).toHaveBeenCalledWith(expect.any(String), registeredFlows()[0].chart)
  })

  it("lists a state's outgoing events, with guards in words, when it is chosen in the list or on the chart", async () => {
    drawsStates()
    const entry = machineRegistry.find(({ id }) => id === 'quizSession')
    if (!entry) throw new Error('quizSession is not registered')
    const { machine, words } = entry.model
    // A state with a guarded transition of its own, so the panel must show the guard's plain words.
    const guarded = declaredTransitions(machine).find(
      (t) => t.source !== machine.root && t.definition.guard && t.source.type === 'atomic',
    )
    if (!guarded) throw new Error('quizSession has no guarded transition on a state')
    const path = statePath(guarded.source)
    const leaving = declaredTransitions(machine).filter((t) => t.source === guarded.source)

    render(<FlowsPage />)
    fireEvent.click(await screen.findByRole('button', { name: /^quizSession/ }))
    const states = screen.getByRole('list', { name: 'States of quizSession' })
    fireEvent.click(within(states).getByRole('button', { name: new RegExp(`^${guarded.source.key}\\b`) }))

    const events = screen.getByRole('list', { name: `Events that leave ${path}` })
    const items = within(events).getAllByRole('listitem')
    expect(items).toHaveLength(leaving.length)
    leaving.forEach((transition, i) => {
      expect(items[i].textContent).toContain(transitionWords(transition, machine, words))
      for (const target of transition.targets) expect(items[i].textContent).toContain(statePath(target))
    })
    expect(events.textContent).toContain(transitionWords(guarded, machine, words))
    expect(transitionWords(guarded, machine, words)).not.toMatch(/[A-Z]\w*[A-Z]/) // words, not a camelCase name

    // A click on the drawn state selects it too.
    const chart = await screen.findByRole('img', { name: 'Statechart of quizSession' })
    const other = registeredFlows()
      .find(({ id }) => id === 'quizSession')
      ?.states.find((s) => s.path !== path)
    if (!other) throw new Error('quizSession has one state')
    const drawn = [...chart.querySelectorAll('g.node')]
      .find((g) => chartIdOf(g) === other.chartId)
      ?.querySelector('rect')
    if (!drawn) throw new Error(`the chart does not draw ${other.chartId}`)
    fireEvent.click(drawn)
    expect(screen.getByRole('heading', { name: `Leaving ${other.path}` })).toBeTruthy()
    expect(within(states).getByRole('button', { pressed: true }).textContent).toContain(other.key)
  })

  it('opens at the machine and state its address names, and reports what the person chooses next', async () => {
    drawsStates()
    const onChoose = vi.fn()
    render(<FlowsPage initial={{ machine: 'recorder', state: 'recording' }} onChoose={onChoose} />)
    expect(await screen.findByRole('heading', { name: 'Leaving recording' })).toBeTruthy()
    const machines = screen.getByRole('navigation', { name: 'Machines' })
    expect(within(machines).getByRole('button', { pressed: true }).textContent).toMatch(/^recorder/)

    fireEvent.click(within(machines).getByRole('button', { name: /^auth/ }))
    expect(onChoose).toHaveBeenLastCalledWith({ machine: 'auth' })
    const states = screen.getByRole('list', { name: 'States of auth' })
    fireEvent.click(within(states).getByRole('button', { name: /^signedIn\b/ }))
    expect(onChoose).toHaveBeenLastCalledWith({ machine: 'auth', state: 'signedIn' })
  })

  it('opens at the first machine when the address names one that does not exist', async () => {
    drawsStates()
    render(<FlowsPage initial={{ machine: 'nope', state: 'gone' }} />)
    const machines = await screen.findByRole('navigation', { name: 'Machines' })
    expect(within(machines).getByRole('button', { pressed: true }).textContent).toContain(
      machineRegistry[0].id,
    )
    expect(screen.getByRole('heading', { name: 'No state chosen' })).toBeTruthy()
  })

  it('gives every state an id the generated chart uses, so clicks on the chart find it', () => {
    for (const flow of registeredFlows()) {
      for (const state of flow.states) expect(flow.chart, `${flow.id} ${state.path}`).toContain(state.chartId)
    }
  })

  it('says when a chart cannot be drawn and still lists the states', async () => {
    render$.mockRejectedValue(new Error('Parse error on line 3'))
    render(<FlowsPage />)
    expect((await screen.findByRole('alert')).textContent).toContain('Parse error on line 3')
    expect(await screen.findByRole('list', { name: `States of ${machineRegistry[0].id}` })).toBeTruthy()
  })

  it('says when no machine is registered', () => {
    render(<FlowsPage flows={[]} />)
    expect(screen.getByText('No machines are registered')).toBeTruthy()
  })
})
