import { doneEvent, errorEvent } from './graph/events'
import { defineModel } from './graph/model'
import { type RewardItem, type RewardsAdminEvent, rewardsAdminMachine } from './rewardsAdmin.machine'

export const newBadge: RewardItem = { kind: 'badge', id: null, name: '' }
export const owlSticker: RewardItem = { kind: 'collectible', id: 40, themeId: 3, name: 'Owl' }
export const bookworm: RewardItem = { kind: 'badge', id: 12, name: 'Bookworm' }

export const badgeBody = {
  name: 'Maths month',
  subject_id: null,
  image: '/rewards/star.svg',
  alt: 'A gold star with a plus sign',
  rule: { kind: 'subject_days', days: 30, subject_id: 1 },
  position: 0,
}
/** How the calls fail, as the app's actors reject. */
export const rewardFailures = {
  400: { status: 400, message: 'There is no subject 99. Choose one of the subjects listed.' },
  409: {
    status: 409,
    message: '3 children have already earned this badge, and they keep what they earn. Retire it instead.',
  },
}

export const rewardsAdminModel = defineModel({
  machine: rewardsAdminMachine,
  inputs: { 'the rewards page': undefined },
  events: (): RewardsAdminEvent[] => [
    { type: 'editor.open', item: newBadge },
    { type: 'editor.open', item: owlSticker },
    { type: 'editor.save', body: badgeBody },
    { type: 'editor.cancel' },
    { type: 'change.ask', item: bookworm, change: 'delete' },
    { type: 'change.ask', item: bookworm, change: 'retire' },
    { type: 'change.ask', item: owlSticker, change: 'restore' },
    { type: 'change.confirm' },
    { type: 'change.cancel' },
    doneEvent<RewardsAdminEvent>('save', { name: 'Maths month' }),
    errorEvent<RewardsAdminEvent>('save', rewardFailures[400]),
    doneEvent<RewardsAdminEvent>('change', { ok: true }),
    errorEvent<RewardsAdminEvent>('change', rewardFailures[409]),
  ],
  eventName: (event) => {
    if (event.type === 'editor.open') return event.item.id === null ? 'new-badge' : 'owl'
    if (event.type === 'change.ask') return event.change
    return undefined
  },
  sees: {
    idle: 'The badges and sticker-book tables, with "Add a badge", "Add a theme" and each row\'s actions; after a change, what was done',
    editing:
      "A form: name, picture (built-in or an uploaded SVG), description for screen readers, what earns it; the server's reason above it after a failed save",
    saving: 'The form\'s "Save" button busy: "Saving…"',
    confirming:
      'A question: "Delete…?" or "Retire…?" saying what happens to children who earned it; after a refusal, the reason',
    changing: 'The question\'s button busy: "Deleting…" or "Retiring…"',
  },
})
