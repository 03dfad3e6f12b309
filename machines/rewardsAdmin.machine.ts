import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
import { messageOf } from './errors'

/**
 * An admin adds, changes, retires and deletes badges, sticker-book themes and their stickers (issue 15; ADR 0060,
 * ADR 0066). One thing at a time: a form that saves (and on failure stays open with the server's reason and
 * what was typed), or a question asked first ("Delete…?", "Retire…?") that then does what it said.
 *
 * Accepts: `editor.open {item}`, `editor.save {body}`, `editor.cancel`, `change.ask {item, change}`,
 * `change.confirm`, `change.cancel`. Provided by the app: the actors `save` (POST or PATCH) and `change` (DELETE,
 * or PATCH `retired`), and the action `changed` (the lists are out of date).
 */
export type RewardItem = {
  kind: 'badge' | 'collectible' | 'theme'
  /** null for a new one. */
  id: number | null
  /** A sticker's theme. */
  themeId?: number
  name: string
  /** How many children have earned it (a theme: any of its stickers), for the question asked first. */
  earned?: number
}
export type RewardChange = 'delete' | 'retire' | 'restore'
export type SaveRequest = { item: RewardItem; body: unknown }
export type ChangeRequest = { item: RewardItem; change: RewardChange }
/** What the server stored: its name, for the message that says it is done. */
export type Saved = { name: string }

export type RewardsAdminEvent =
  | { type: 'editor.open'; item: RewardItem }
  | { type: 'editor.save'; body: unknown }
  | { type: 'editor.cancel' }
  | { type: 'change.ask'; item: RewardItem; change: RewardChange }
  | { type: 'change.confirm' }
  | { type: 'change.cancel' }

type Context = {
  item: RewardItem | null
  body: unknown
  change: RewardChange | null
  error: string | null
  /** The last thing done, said plainly ("Added the badge “Bookworm”."). */
  notice: string | null
}

const WHAT = { badge: 'badge', collectible: 'sticker', theme: 'theme' } as const

export function noticeOf(item: RewardItem, done: RewardChange | 'save', name = item.name): string {
  const what = `the ${WHAT[item.kind]} “${name}”`
  if (done === 'save') return item.id === null ? `Added ${what}.` : `Saved ${what}.`
  if (done === 'delete') return `Deleted ${what}.`
  if (done === 'retire')
    return `Retired ${what}: nobody can earn it now, and the children who have it keep it.`
  return `Put ${what} back: children can earn it again.`
}

const errorOf = ({ event }: { event: { error?: unknown } }) => messageOf(event.error)

export const rewardsAdminMachine = setup({
  types: {
    context: {} as Context,
    events: {} as RewardsAdminEvent,
  },
  actors: {
    // Provided by the app: POST a new one, PATCH one that has an id.
    save: fromPromise<Saved, SaveRequest>(async () => {
      throw new Error('Rewards cannot be saved here.')
    }),
    // Provided by the app: DELETE, or PATCH { retired }.
    change: fromPromise<unknown, ChangeRequest>(async () => {
      throw new Error('Rewards cannot be changed here.')
    }),
  },
  actions: {
    // Provided by the app: refetch the lists (the admin's and the children's).
    changed: () => {},
  },
}).createMachine({
  id: 'rewardsAdmin',
  context: { item: null, body: null, change: null, error: null, notice: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'editor.open': {
          target: 'editing',
          actions: assign(({ event }) => ({ item: event.item, body: null, error: null, notice: null })),
        },
        'change.ask': {
          target: 'confirming',
          actions: assign(({ event }) => ({
            item: event.item,
            change: event.change,
            error: null,
            notice: null,
          })),
        },
      },
    },
    editing: {
      on: {
        'editor.save': {
          target: 'saving',
          actions: assign({ body: ({ event }) => event.body, error: null }),
        },
        'editor.cancel': { target: 'idle', actions: assign({ item: null, body: null, error: null }) },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ item: context.item as RewardItem, body: context.body }),
        onDone: {
          target: 'idle',
          actions: [
            'changed',
            assign(({ context, event }) => ({
              notice: noticeOf(context.item as RewardItem, 'save', event.output.name),
              item: null,
              body: null,
              error: null,
            })),
          ],
        },
        // What was typed stays in the form, with the server's reason above it.
        onError: { target: 'editing', actions: assign({ error: errorOf }) },
      },
    },
    confirming: {
      on: {
        'change.confirm': { target: 'changing', actions: assign({ error: null }) },
        'change.cancel': { target: 'idle', actions: assign({ item: null, change: null, error: null }) },
      },
    },
    changing: {
      invoke: {
        id: 'change',
        src: 'change',
        input: ({ context }) => ({
          item: context.item as RewardItem,
          change: context.change as RewardChange,
        }),
        onDone: {
          target: 'idle',
          actions: [
            'changed',
            assign(({ context }) => ({
              notice: noticeOf(context.item as RewardItem, context.change as RewardChange),
              item: null,
              change: null,
              error: null,
            })),
          ],
        },
        // A refusal (someone earned it meanwhile: 409) is said in the question, which stays open.
        onError: { target: 'confirming', actions: assign({ error: errorOf }) },
      },
    },
  },
})

export type RewardsAdminSnapshot = SnapshotFrom<typeof rewardsAdminMachine>
