import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  type ChatPage,
  type ChatStreamEvent,
  chatSessionMachine,
  type LoadHistoryInput,
  STREAM_ENDED_MESSAGE,
} from './chatSession.machine'
import { chatMessage, chatSessionModel, question, threadId } from './chatSession.model'
import { batchTokens, chatEventsFrom, createChatStream, MALFORMED_ERROR_MESSAGE } from './chatSession.stream'
import { flush } from './testing/replay'

const virtualTime = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected))
const token = (text: string, messageId = 21): ChatStreamEvent => ({
  type: 'chat.stream.tokens',
  messageId,
  text,
})
const done: ChatStreamEvent = {
  type: 'chat.stream.done',
  threadId,
  messageId: 21,
  title: null,
  answeredBy: 'offline',
}

describe('batchTokens (plan §2.4)', () => {
  it('joins the tokens of each 50 ms into one event', () => {
    virtualTime().run(({ cold, expectObservable }) => {
      const source = cold('a 9ms b 9ms c 79ms d 5ms (e|)', {
        a: token('Let '),
        b: token('us '),
        c: token('think'),
        d: token('.'),
        e: done,
      })
      expectObservable(source.pipe(batchTokens())).toBe('50ms x 55ms (yz|)', {
        x: token('Let us think'),
        y: token('.'),
        z: done,
      })
    })
  })

  it('sends the tokens held before any other event, so the order the server sent is kept', () => {
    virtualTime().run(({ cold, expectObservable }) => {
      const replaced: ChatStreamEvent = {
        type: 'chat.stream.replace',
        messageId: 21,
        text: 'Let us try eighths.',
      }
      const source = cold('a 4ms r 4ms (e|)', { a: token('The answer is'), r: replaced, e: done })
      expectObservable(source.pipe(batchTokens())).toBe('5ms (ar) 1ms (e|)', {
        a: token('The answer is'),
        r: replaced,
        e: done,
      })
    })
  })

  it('ends a stream that stops without done or error with a sentence the child can act on', () => {
    virtualTime().run(({ cold, expectObservable }) => {
      const source = cold('a 9ms |', { a: token('Half') })
      expectObservable(source.pipe(batchTokens())).toBe('10ms (ae|)', {
        a: token('Half'),
        e: { type: 'chat.stream.error', message: STREAM_ENDED_MESSAGE },
      })
    })
  })
})

describe('chatEventsFrom', () => {
  const read = (event: string, data: unknown) => {
    const warnings: string[] = []
    const events = chatEventsFrom(
      { event, data: typeof data === 'string' ? data : JSON.stringify(data) },
      (m) => warnings.push(m),
    )
    return { events, warnings }
  }

  it('maps every chat event of contracts/events.ts and ignores heartbeats', () => {
    const reply = chatMessage(21, false, 'What is 3/4 in eighths?')
    expect(read('message', { message: reply }).events).toEqual([
      { type: 'chat.stream.message', message: reply },
    ])
    expect(read('token', { message_id: 21, delta: 'Wh' }).events).toEqual([token('Wh')])
    expect(read('replace', { message_id: 21, text: 'Try again.', reason: 'answer_guard' }).events).toEqual([
      { type: 'chat.stream.replace', messageId: 21, text: 'Try again.' },
    ])
    expect(
      read('done', { thread_id: threadId, message_id: 21, title: null, answered_by: 'offline' }).events,
    ).toEqual([done])
    expect(read('heartbeat', { at: '2026-11-24T08:00:00.000Z' })).toEqual({ events: [], warnings: [] })
  })

  it('ends the turn on an unreadable error event and only logs other unreadable events', () => {
    expect(read('error', 'garbled').events).toEqual([
      { type: 'chat.stream.error', message: MALFORMED_ERROR_MESSAGE },
    ])
    expect(read('token', { delta: 3 })).toEqual({
      events: [],
      warnings: ['Could not read the token event of the chat stream'],
    })
  })
})

describe('createChatStream driving the chat session', () => {
  const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
  const body = (chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
        controller.close()
      },
    })

  async function askWith(chunks: string[] | Response) {
    const chatStream = createChatStream(async () =>
      chunks instanceof Response
        ? chunks
        : new Response(body(chunks), { headers: { 'content-type': 'text/event-stream' } }),
    )
    const loadHistory = fromPromise<ChatPage, LoadHistoryInput>(async () => ({
      items: [],
      total_count: 0,
      page: 1,
      size: 20,
    }))
    const actor = createActor(chatSessionMachine.provide({ actors: { chatStream, loadHistory } }), {
      input: chatSessionModel.inputs['a student asking a question'],
    }).start()
    await flush()
    actor.send({ type: 'chat.type', text: question })
    actor.send({ type: 'chat.send' })
    await new Promise<void>((resolve) =>
      actor.subscribe((s) => {
        if (!s.matches({ conversation: 'streaming' })) resolve()
      }),
    )
    return actor.getSnapshot()
  }

  it('streams a whole reply into the conversation', async () => {
    const reply = chatMessage(21, false, 'What is 3/4 in eighths?')
    const snapshot = await askWith([
      sse('message', { message: chatMessage(20, true, question) }),
      sse('token', { message_id: 21, delta: 'What is 3/4 ' }),
      sse('token', { message_id: 21, delta: 'in eighths?' }),
      sse('message', { message: reply }),
      sse('done', { thread_id: threadId, message_id: 21, title: 'Adding fractions', answered_by: 'offline' }),
    ])
    expect(snapshot.matches({ conversation: { ready: 'idle' } })).toBe(true)
    expect(snapshot.context.messages.map((m) => m.text)).toEqual([question, 'What is 3/4 in eighths?'])
  })

  it('fails the turn kindly when the reply stops part way', async () => {
    const snapshot = await askWith([sse('token', { message_id: 21, delta: 'What is' })])
    expect(snapshot.matches({ conversation: 'failed' })).toBe(true)
    expect(snapshot.context.error).toBe(STREAM_ENDED_MESSAGE)
  })

  it("shows the server's own sentence when the daily limit refuses the turn", async () => {
    const message = "You've asked lots of questions today — the coach is back tomorrow morning."
    const snapshot = await askWith(Response.json({ message }, { status: 429 }))
    expect(snapshot.matches({ conversation: 'limited' })).toBe(true)
    expect(snapshot.context.error).toBe(message)
  })
})
