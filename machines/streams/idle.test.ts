import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { assign, createActor, sendTo, setup } from 'xstate'
import {
  CHAT_IDLE_THRESHOLDS,
  type ChatIdle,
  ENCOURAGEMENT_IDLE_THRESHOLDS,
  fromIdle,
  idleEvents,
} from './idle'

// Virtual time: inside `run`, marbles count milliseconds and every rxjs timer follows the test's clock.
const virtualTime = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected))

const chat = {
  a: { type: 'chat.idle', seconds: 10 },
  b: { type: 'chat.idle', seconds: 30 },
  c: { type: 'chat.idle', seconds: 120 },
}

describe('idleEvents', () => {
  it('fires the chat idle triggers at 10 s, 30 s and 2 min of quiet, each once', () => {
    virtualTime().run(({ hot, expectObservable }) => {
      expectObservable(idleEvents(hot('-'), CHAT_IDLE_THRESHOLDS)).toBe('10s a 19999ms b 89999ms c', chat)
    })
  })

  it('fires the encouragement idle events at 90 s and 120 s', () => {
    virtualTime().run(({ hot, expectObservable }) => {
      expectObservable(idleEvents(hot('-'), ENCOURAGEMENT_IDLE_THRESHOLDS)).toBe('90s d 29999ms e', {
        d: { type: 'encouragement.idle', seconds: 90 },
        e: { type: 'encouragement.idle', seconds: 120 },
      })
    })
  })

  it('starts the spell again on activity: activity at 25 s drops the 30 s of the first spell', () => {
    virtualTime().run(({ hot, expectObservable }) => {
      expectObservable(idleEvents(hot('25s x'), CHAT_IDLE_THRESHOLDS)).toBe(
        '10s a 24999ms a 19999ms b 89999ms c',
        chat,
      )
    })
  })

  it('keeps quiet while the person keeps busy', () => {
    virtualTime().run(({ hot, expectObservable }) => {
      const busy = hot('9s x 8999ms x 8999ms x')
      expectObservable(idleEvents(busy, CHAT_IDLE_THRESHOLDS)).toBe('37s a 19999ms b 89999ms c', chat)
    })
  })

  it('fires in time order whatever order the thresholds are listed in', () => {
    const thresholds = [
      { after: 20, event: 'late' },
      { after: 10, event: 'early' },
    ]
    virtualTime().run(({ hot, expectObservable }) => {
      expectObservable(idleEvents(hot('-'), thresholds)).toBe('10ms e 9ms l', { e: 'early', l: 'late' })
    })
  })

  it('stops its timers and its activity subscription on unsubscribe', () => {
    const scheduler = virtualTime()
    const heard: Array<[number, ChatIdle]> = []
    scheduler.run(({ hot, expectSubscriptions, flush }) => {
      const activity = hot('-')
      const subscription = idleEvents(activity, CHAT_IDLE_THRESHOLDS).subscribe((event) =>
        heard.push([scheduler.now(), event]),
      )
      scheduler.schedule(() => subscription.unsubscribe(), 20_000)
      flush()
      expectSubscriptions(activity.subscriptions).toBe('^ 19999ms !')
    })
    expect(heard).toEqual([[10_000, chat.a]])
  })
})

describe('fromIdle in a machine', () => {
  // The shape a chat machine takes: idle events while open, its own activity (typing) restarting the spell.
  const chatMachine = setup({
    types: {
      context: {} as { idle: number[] },
      events: {} as ChatIdle | { type: 'chat.typed' } | { type: 'chat.close' },
    },
    actors: { idle: fromIdle<ChatIdle>() },
  }).createMachine({
    context: { idle: [] },
    initial: 'open',
    states: {
      open: {
        invoke: { id: 'idle', src: 'idle', input: { thresholds: CHAT_IDLE_THRESHOLDS } },
        on: {
          'chat.idle': {
            actions: assign({ idle: ({ context, event }) => [...context.idle, event.seconds] }),
          },
          'chat.typed': { actions: sendTo('idle', { type: 'idle.activity' }) },
          'chat.close': 'closed',
        },
      },
      closed: { type: 'final' },
    },
  })

  it("hears each threshold, restarts on the machine's and the page's activity, and stops when left", () => {
    const scheduler = virtualTime()
    const heard: Array<[number, number]> = []
    scheduler.run(({ hot, expectSubscriptions, flush }) => {
      const pointer = hot('50s p') // the page's activity, as src/activity.ts would give it
      const actor = createActor(chatMachine.provide({ actors: { idle: fromIdle(pointer) } })).start()
      actor.subscribe(({ context }) => {
        if (context.idle.length > heard.length) heard.push([scheduler.now(), context.idle.at(-1)!])
      })
      scheduler.schedule(() => actor.send({ type: 'chat.typed' }), 15_000)
      scheduler.schedule(() => actor.send({ type: 'chat.close' }), 100_000)
      flush()
      expect(actor.getSnapshot().status).toBe('done')
      expectSubscriptions(pointer.subscriptions).toBe('^ 99999ms !')
    })
    expect(heard).toEqual([
      [10_000, 10], // quiet from the start
      [25_000, 10], // typed at 15 s: a new spell
      [45_000, 30],
      [60_000, 10], // the pointer at 50 s: a new spell, whose 2 min would come at 170 s
      [80_000, 30], // closed at 100 s: nothing after
    ])
  })
})
