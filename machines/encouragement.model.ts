import type { SnapshotFrom } from 'xstate'
import {
  type EncouragementInput,
  type EncouragementMachineEvent,
  encouragementMachine,
} from './encouragement.machine'
import type { MarkedAnswer } from './encouragement.rules'
import { doneEvent, errorEvent } from './graph/events'
import { defineModel } from './graph/model'

type Snapshot = SnapshotFrom<typeof encouragementMachine>

const slowRight: MarkedAnswer = { correct: true, timeSpent: 40, optionsClicked: 1, typed: false }
const slowWrong: MarkedAnswer = { correct: false, timeSpent: 40, optionsClicked: 1, typed: false }
/** Wrong in 5 s with one option tapped (§13 Q9: under 8 s for a choice). */
const fastWrongUnchanged: MarkedAnswer = { correct: false, timeSpent: 5, optionsClicked: 1, typed: false }
const fastWrongChanged: MarkedAnswer = { correct: false, timeSpent: 6, optionsClicked: 3, typed: false }
/** Typed in 12 s: fast for a typed answer (under 15 s). */
const fastWrongTyped: MarkedAnswer = { correct: false, timeSpent: 12, optionsClicked: 0, typed: true }

type ScriptEvent = Exclude<EncouragementMachineEvent, { type: 'encouragement.dismiss' }>
/** A step of an attempt; `whileBusy` steps come while a bubble is being written or shown. */
type Step = { event: ScriptEvent; whileBusy?: true }
const answer = (count: number): Step => ({ event: { type: 'encouragement.answered', count } })
const idle = (seconds: 90 | 120): Step => ({ event: { type: 'encouragement.idle', seconds } })
const mark = (answer: MarkedAnswer): Step => ({ event: { type: 'encouragement.marked', ...answer } })
const handIn: Step = { event: { type: 'encouragement.handedIn' } }
const complete: Step = { event: { type: 'encouragement.completed' } }
const whileBusy = (step: Step): Step => ({ ...step, whileBusy: true })

/**
 * Each start's attempt as a fixed script, so the walk stays a line with a few branches (a bubble that fails, one
 * closed early) rather than every order the answers, marks and bubbles could interleave in.
 */
export const scripts = {
  // New-user milestones and the goal thirds of the worksheet; a quiet spell while a bubble is up (dropped), then
  // the 2 min one; marks: three right (a streak, then excellence), then two wrong (broken).
  "a new student's six-question worksheet": [
    answer(1),
    answer(2),
    answer(3),
    whileBusy(idle(90)),
    idle(120),
    answer(4),
    answer(5),
    whileBusy(answer(6)),
    handIn,
    mark(slowRight),
    mark(slowRight),
    mark(slowRight),
    whileBusy(mark(slowWrong)),
    mark(fastWrongUnchanged),
    mark(slowRight),
    complete,
  ],
  // Today's plan asks for 11 (two worksheets of 5 and 6) on an eight-question worksheet: a third of the goal at
  // 4 (midway too, not shown), half at 6, two thirds at 8; seven right in a row, then a changed fast answer, whose
  // bubble is still being written or shown when marking completes: it keeps its time before the end.
  'a plan target of eleven on an eight-question worksheet': [
    ...Array.from({ length: 8 }, (_, i) => answer(i + 1)),
    handIn,
    ...Array.from({ length: 7 }, () => mark(slowRight)),
    mark(fastWrongChanged),
    whileBusy(complete),
  ],
  // Half of four answered with nothing shown yet: "midway"; then a quick typed answer that is wrong.
  'a four-question worksheet with a long plan target': [
    answer(1),
    answer(2),
    handIn,
    mark(fastWrongTyped),
    complete,
  ],
} satisfies Record<string, Step[]>

export const encouragementInputs = {
  "a new student's six-question worksheet": { isNewUser: true, totalQuestions: 6, goalQuestions: null },
  'a plan target of eleven on an eight-question worksheet': {
    isNewUser: false,
    totalQuestions: 8,
    goalQuestions: 11,
  },
  'a four-question worksheet with a long plan target': {
    isNewUser: false,
    totalQuestions: 4,
    goalQuestions: 12,
  },
} satisfies Record<keyof typeof scripts, EncouragementInput>
type Start = keyof typeof encouragementInputs

export const cheer = { text: 'Three in a row, Ava! You are on fire.' }
export const generateFailure = { message: 'One encouragement at a time: wait a few seconds and try again.' }

/** How far into its script an attempt is: answers, marks, quiet spells, the hand-in and the end so far. */
export function scriptPosition(snapshot: Snapshot) {
  const { answered, marks, fired } = snapshot.context.progress
  const spells = fired.filter((e) => e === 'idle_90' || e === 'idle_120').length
  const ended = snapshot.matches({ practising: { phase: 'ended' } }) ? 1 : 0
  const handedIn = snapshot.matches({ practising: { phase: 'marking' } }) || ended ? 1 : 0
  return answered + marks.length + spells + handedIn + ended
}
const isScriptEvent = (event: EncouragementMachineEvent) =>
  event.type.startsWith('encouragement.') && event.type !== 'encouragement.dismiss'

/** Only the script's next step is walked, and only where it says: while a bubble is up, or once it is gone. */
function isWalked(script: Step[], snapshot: Snapshot, event: EncouragementMachineEvent) {
  const next = script[scriptPosition(snapshot)]
  const busy = !snapshot.matches({ practising: { bubble: 'quiet' } })
  if (isScriptEvent(event))
    return next !== undefined && busy === Boolean(next.whileBusy) && sameEvent(next.event, event)
  // The bubble's own course waits for a step that must come while it is up.
  if (next?.whileBusy) return false
  // After the end, the last bubble's every course is walked: written or not, timed out or closed.
  if (snapshot.matches({ practising: { phase: 'ended' } })) return true
  const { shown } = snapshot.context.progress
  // A bubble that could not be written is walked once, and one closed early; the others time out.
  if (event.type === ('xstate.error.actor.generate' as string)) return shown.length === 1
  if (event.type === 'encouragement.dismiss') return shown.length === 2
  return true
}
const sameEvent = (a: EncouragementMachineEvent, b: EncouragementMachineEvent) =>
  JSON.stringify(a) === JSON.stringify(b)

export const encouragementModel = defineModel({
  machine: encouragementMachine,
  inputs: encouragementInputs,
  events: (start: Start): EncouragementMachineEvent[] => [
    // Each event once, though a script may repeat it (six right answers in a row).
    ...new Map(scripts[start].map(({ event }) => [JSON.stringify(event), event])).values(),
    doneEvent('generate', cheer),
    errorEvent('generate', generateFailure),
  ],
  eventName: (event) => {
    if (event.type === 'encouragement.answered') return `answer-${event.count}`
    if (event.type === 'encouragement.idle') return `idle-${event.seconds}s`
    if (event.type === 'encouragement.marked')
      return `${event.correct ? 'right' : 'wrong'}-in-${event.timeSpent}s${event.optionsClicked > 1 ? '-changed' : ''}`
    return undefined
  },
  traversal: (start) => ({
    filterEvents: (snapshot, event) => isWalked(scripts[start], snapshot, event),
  }),
  actorEvents: { idle: ['encouragement.idle'] },
  sees: {
    'practising.phase.answering': 'The question being answered',
    'practising.phase.marking': 'The marks coming in, question by question',
    'practising.phase.ended': 'The marks are all in; the last bubble stays for the rest of its time',
    'practising.bubble.quiet': 'No coach bubble',
    'practising.bubble.generating': 'No coach bubble yet (the coach is writing one)',
    'practising.bubble.showing': 'A coach bubble that calls the child by name, with "Close"',
    done: 'The results; no more bubbles',
  },
  words: {
    guards: {
      bringsDue: 'if it makes an encouragement event due that has not fired this attempt',
      isBubbleQuiet: 'if no bubble is being written or shown',
      hasEnded: 'if marking has completed',
    },
    delays: { showMs: "after the bubble's time is up" },
  },
})
