import { initialContext, STREAM_ENDED_MESSAGE } from './chatSession.context'
import { chatSessionSetup } from './chatSession.setup'
import { messageOf } from './errors'

export * from './chatSession.context'

/**
 * One conversation with the coach: the student chat, the teacher's assistant, the public coach and the admin's
 * "try the tutor" (calls.md POST /chat/stream, GET /chat, like/dislike/bookmark; product.md §3 "Chat message",
 * §9 paging and session storage; plan §8.1, §2.4).
 *
 * Accepts: `chat.type {text}`, `chat.attach {files}`, `chat.removeAttachment {index}`, `chat.send`,
 * `chat.loadOlder`, `chat.retry`, `chat.stop`, `chat.dismiss`, `chat.like|dislike|bookmark {messageId}`;
 * `coach.start {nudge, text?}` from the wiring (a prompt trigger, onboarding step or plan action; queued while a
 * reply streams, so the child is never interrupted); from the `chatStream` actor (machines/chatSession.stream.ts)
 * `chat.stream.message|tokens|replace|done|error`.
 * Emits: `coach.turnDone {nudge, messageId, text}` when a reply is complete (the wiring hands it to the machine
 * that asked, and to `speechQueue` when spoken replies are on); `coach.turnFailed {nudge, reason}` when a turn
 * fails, is stopped or is refused by the daily limit.
 * Provided by the app: `loadHistory` (GET /chat or /chat/public/{session}), `chatStream`, `saveReaction`, and the
 * action `keepThread` (session storage).
 */
const errorOf = ({ event }: { event: { error?: unknown } }) => event.error
const settle = '#chatSession.conversation.ready.settling'

export const chatSessionMachine = chatSessionSetup.createMachine({
  id: 'chatSession',
  context: ({ input }) => initialContext(input),
  type: 'parallel',
  states: {
    conversation: {
      initial: 'loadingHistory',
      states: {
        loadingHistory: {
          invoke: {
            id: 'loadHistory',
            src: 'loadHistory',
            input: ({ context }) => ({
              kind: context.kind,
              threadId: context.threadId,
              sessionId: context.sessionId,
              page: 1,
            }),
            onDone: {
              target: 'ready',
              actions: { type: 'showFirstPage', params: ({ event }) => event.output },
            },
            onError: { target: 'historyFailed', actions: { type: 'showError', params: errorOf } },
          },
          on: { 'coach.start': { actions: 'queueNudge' } },
        },
        // History is optional: the child may start typing at once.
        historyFailed: {
          on: {
            'chat.retry': 'loadingHistory',
            'chat.type': { target: settle, actions: 'setDraft' },
            'coach.start': { actions: 'queueNudge' },
          },
        },
        ready: {
          initial: 'settling',
          on: {
            'chat.type': { target: '.settling', actions: 'setDraft' },
            'chat.attach': { guard: 'canAttach', target: '.settling', actions: 'attach' },
            'chat.removeAttachment': { target: '.settling', actions: 'removeAttachment' },
            'chat.send': { guard: 'canSend', target: 'streaming', actions: 'startTurn' },
            'coach.start': { target: 'streaming', actions: 'startNudge' },
          },
          states: {
            // Transient: a nudge that waited for the last reply goes first, then the draft decides.
            settling: {
              always: [
                { guard: 'hasQueued', target: '#chatSession.conversation.streaming', actions: 'startQueued' },
                { guard: 'hasDraft', target: 'composing' },
                { target: 'idle' },
              ],
            },
            idle: { on: { 'chat.loadOlder': { guard: 'hasOlder', target: 'loadingOlder' } } },
            composing: { on: { 'chat.loadOlder': { guard: 'hasOlder', target: 'loadingOlder' } } },
            // Product.md §9: pages of 20, newest first; total pages = ceil(total_count / size).
            loadingOlder: {
              invoke: {
                id: 'loadPage',
                src: 'loadHistory',
                input: ({ context }) => ({
                  kind: context.kind,
                  threadId: context.threadId,
                  sessionId: context.sessionId,
                  page: context.page + 1,
                }),
                onDone: {
                  target: 'settling',
                  actions: { type: 'showOlderPage', params: ({ event }) => event.output },
                },
                onError: { target: 'settling', actions: 'noteOlderFailed' },
              },
            },
          },
        },
        streaming: {
          initial: 'waiting',
          invoke: {
            id: 'chatStream',
            src: 'chatStream',
            input: ({ context }) => ({
              kind: context.kind,
              threadId: context.threadId,
              sessionId: context.sessionId,
              classId: context.classId,
              quizId: context.quizId,
              questionPosition: context.questionPosition,
              turn: context.turn!,
            }),
            // Plan §2.4: a stream that ends without its final event is a failed reply.
            onDone: {
              target: 'failed',
              actions: [
                { type: 'failTurn', params: STREAM_ENDED_MESSAGE },
                { type: 'announceFailed', params: 'failed' },
              ],
            },
            onError: [
              // The daily limit: the server's kind message is shown (ADR 0035).
              {
                guard: { type: 'isLimited', params: errorOf },
                target: 'limited',
                actions: [
                  { type: 'failTurn', params: ({ event }) => messageOf(event.error) },
                  { type: 'announceFailed', params: 'limited' },
                  'limit',
                ],
              },
              {
                target: 'failed',
                actions: [
                  { type: 'failTurn', params: ({ event }) => messageOf(event.error) },
                  { type: 'announceFailed', params: 'failed' },
                ],
              },
            ],
          },
          on: {
            'chat.type': { actions: 'setDraft' },
            // Triggers never interrupt a reply: the nudge waits for it (plan §8.1).
            'coach.start': { actions: 'queueNudge' },
            'chat.stream.message': { actions: 'keepMessage' },
            'chat.stream.tokens': { target: '.receiving', actions: 'appendTokens' },
            'chat.stream.done': {
              target: settle,
              actions: [
                { type: 'announceDone', params: ({ event }) => ({ messageId: event.messageId }) },
                { type: 'keepThread', params: ({ event }) => event.threadId },
                'finishTurn',
              ],
            },
            'chat.stream.error': {
              target: 'failed',
              actions: [
                { type: 'failTurn', params: ({ event }) => event.message },
                { type: 'announceFailed', params: 'failed' },
              ],
            },
            // Leaving the state unsubscribes, which aborts the request; the server stores what it had (§2.2).
            'chat.stop': {
              target: 'stopped',
              actions: [{ type: 'announceFailed', params: 'stopped' }, 'settleStopped'],
            },
          },
          states: {
            waiting: {},
            receiving: { on: { 'chat.stream.replace': { actions: 'replaceReply' } } },
          },
        },
        stopped: {
          on: {
            'chat.type': { target: settle, actions: 'setDraft' },
            'coach.start': { target: 'streaming', actions: 'startNudge' },
          },
        },
        // The turn is kept: a retry sends it again with the same turn id, and the server stores it once.
        failed: {
          on: {
            'chat.retry': { target: 'streaming', actions: 'forgetError' },
            'chat.type': { target: settle, actions: ['forgetTurn', 'setDraft'] },
          },
        },
        limited: { on: { 'chat.dismiss': { target: settle, actions: 'forgetTurn' } } },
      },
    },
    // Plan §8.1: likes, dislikes and bookmarks are saved beside the conversation, optimistically.
    reactions: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'chat.like': { guard: 'canReact', target: 'saving', actions: 'react' },
            'chat.dislike': { guard: 'canReact', target: 'saving', actions: 'react' },
            'chat.bookmark': { guard: 'canReact', target: 'saving', actions: 'react' },
          },
        },
        saving: {
          invoke: {
            id: 'saveReaction',
            src: 'saveReaction',
            input: ({ context, event }) => ({
              messageId: context.reacting?.id ?? 0,
              reaction: event.type.replace('chat.', '') as 'like' | 'dislike' | 'bookmark',
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'keepReaction', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: 'undoReaction' },
          },
        },
      },
    },
  },
})
