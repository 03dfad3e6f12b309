import { describe, expect, it } from 'vitest'
import { assign, type EventFromLogic, fromPromise, setup } from 'xstate'
import { dataState } from '../dataState'
import { coverageOf } from './coverage'
import { doneEvent, errorEvent } from './events'
import { mermaidChart } from './mermaid'
import { defineModel } from './model'
import { pathIdMaker } from './pathIds'
import { declaredTransitions } from './transitions'
import { formatDuration, transitionWords } from './words'

// A small flow with what the real ones use: nesting, a guard, a delay, an invoked actor, a transient state.
const noteMachine = setup({
  types: {
    context: {} as { draft: string },
    events: {} as { type: 'note.type'; text: string } | { type: 'note.save' },
  },
  actors: { save: fromPromise(async () => {}) },
  guards: { hasDraft: ({ context }) => context.draft !== '', neverTrue: () => false },
}).createMachine({
  id: 'note',
  context: { draft: '' },
  initial: 'editing',
  states: {
    editing: {
      initial: 'clean',
      on: { 'note.type': { target: '.changed', actions: assign({ draft: ({ event }) => event.text }) } },
      states: {
        clean: {},
        changed: {
          after: { 30000: '#note.saving' },
          on: { 'note.save': { guard: 'hasDraft', target: '#note.saving' } },
        },
      },
    },
    saving: {
      invoke: { src: 'save', id: 'save', onDone: 'deciding', onError: 'editing' },
    },
    deciding: { always: [{ guard: 'neverTrue', target: 'lost' }, { target: 'saved' }] },
    saved: { type: 'final' },
    lost: {},
  },
})

type NoteEvent = EventFromLogic<typeof noteMachine>

const noteModel = defineModel({
  machine: noteMachine,
  inputs: { 'an empty note': undefined },
  events: () => [
    { type: 'note.type' as const, text: 'Buy milk' },
    doneEvent<NoteEvent>('save', undefined),
    errorEvent<NoteEvent>('save', 'offline'),
  ],
  sees: { 'editing.clean': 'An empty page' },
  words: { guards: { hasDraft: 'if there is a draft' } },
})

describe('charts', () => {
  const chart = mermaidChart(noteModel)

  it('labels guards and delays in plain words, falling back to the guard name', () => {
    expect(chart).toContain('changed --> saving : note.save, if there is a draft<br/>after 30 s')
    expect(chart).toContain('deciding --> lost : if never true')
    expect(chart).toContain('deciding --> saved : otherwise')
    expect(formatDuration(120_000)).toBe('2 min')
    expect(formatDuration(500)).toBe('500 ms')
  })

  it('draws nesting, transient states, invoked actors and final states', () => {
    expect(chart).toMatch(/ {2}state editing \{\n {4}clean\n {4}changed\n {4}\[\*\] --> clean\n/)
    expect(chart).toContain('state deciding <<choice>>')
    expect(chart).toContain('state "saving (runs save)" as saving')
    expect(chart).toContain('saving --> deciding : save finishes')
    expect(chart).toContain('saving --> editing : save fails')
    expect(chart).toContain('saved --> [*]')
  })

  it('words every declared transition, each guarded candidate on its own', () => {
    const words = declaredTransitions(noteMachine).map((t) =>
      transitionWords(t, noteMachine, noteModel.words),
    )
    expect(words).toEqual([
      'note.type',
      'note.save, if there is a draft',
      'after 30 s',
      'save finishes',
      'save fails',
      'if never true',
      'otherwise',
    ])
  })
})

describe('coverage', () => {
  it('names the states and transitions no generated path reaches', () => {
    expect(coverageOf(noteModel)).toEqual({
      states: { total: 5, missing: ['lost'] },
      transitions: { total: 7, missing: ['note.deciding on always [neverTrue] → note.lost'] },
    })
  })
})

describe('path ids and data-state', () => {
  it('reads as the events, with a start when the model has several, and stays unique', () => {
    const makeId = pathIdMaker('note', noteModel)
    const events = [
      { type: 'note.type' as const, text: 'Buy milk' },
      { type: 'xstate.after.30000.note.editing.changed' },
    ]
    expect(makeId('an empty note', events)).toBe('note:type.after-30000-ms')
    expect(makeId('an empty note', events)).toBe('note:type.after-30000-ms~2')
    expect(makeId('an empty note', [])).toBe('note:at-start')
  })

  it('names nested and parallel states as a flow root element shows them', () => {
    expect(dataState('signedIn')).toBe('signedIn')
    expect(dataState({ attempting: { answering: 'idle' } })).toBe('attempting.answering.idle')
    expect(dataState({ player: { music: 'playing', volume: 'muted' } })).toBe(
      'player.music.playing player.volume.muted',
    )
  })
})
