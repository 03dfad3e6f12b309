import {
  type CelebrationEvent,
  type CelebrationInput,
  celebrationMachine,
  type Moment,
} from './celebration.machine'
import { defineModel } from './graph/model'

export const levelUp: Moment = {
  key: 'level-3',
  kind: 'level',
  title: 'Level 3!',
  line: 'You reached level 3. Keep it up!',
  image: null,
  alt: '',
}
export const firstSteps: Moment = {
  key: 'badge-1',
  kind: 'badge',
  title: 'New badge: First steps',
  line: 'Finish your first worksheet.',
  image: 'data:image/svg+xml,%3Csvg%2F%3E',
  alt: 'An orange medal with two footprints',
}

export const celebrationInputs = {
  'motion allowed': { reducedMotion: false },
  'reduced motion': { reducedMotion: true },
} satisfies Record<string, CelebrationInput>

export const celebrationModel = defineModel({
  machine: celebrationMachine,
  inputs: celebrationInputs,
  events: (): CelebrationEvent[] => [
    { type: 'moments.add', moments: [levelUp, firstSteps] },
    { type: 'moments.add', moments: [firstSteps] },
    { type: 'moment.dismiss' },
    { type: 'moments.dismissAll' },
  ],
  eventName: (event) =>
    event.type === 'moments.add' ? (event.moments.length > 1 ? 'two' : 'again') : undefined,
  traversal: () => ({
    // The results screen sends its moments once; a refetch may send one of them again later.
    filterEvents: ({ context }, event) => {
      if (event.type !== 'moments.add') return true
      const fresh = context.shown.length === 0 && context.queue.length === 0
      return event.moments.length > 1 ? fresh : !fresh
    },
  }),
  sees: {
    idle: 'The results screen, with no celebration showing',
    showing: 'A bright card over the results: "Level 3!" or "New badge", with its picture and a Close button',
  },
  words: {
    guards: { hasQueued: 'if another moment is waiting' },
    delays: { momentMs: 'after a few seconds' },
  },
})
