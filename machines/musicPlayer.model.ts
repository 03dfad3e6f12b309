import { defineModel } from './graph/model'
import { type MusicPlayerEvent, type MusicPlayerInput, musicPlayerMachine } from './musicPlayer.machine'

export const TRACK_COUNT = 5

/** Pages the model walks between: one the music plays on, an exam-style practice, and an unlisted page. */
export const pages = {
  library: { type: 'music.route', pathname: '/student/library', search: {} },
  examPractice: { type: 'music.route', pathname: '/student/quiz/7', search: { isExamPractice: true } },
  game: { type: 'music.route', pathname: '/student/game', search: {} },
} as const satisfies Record<string, MusicPlayerEvent>

export const musicPlayerInputs = {
  'first visit, on the library': {
    trackCount: TRACK_COUNT,
    trackIndex: 0,
    playing: true,
    pathname: '/student/library',
  },
  'music turned off on the last track, in an exam practice': {
    trackCount: TRACK_COUNT,
    trackIndex: TRACK_COUNT - 1,
    playing: false,
    pathname: '/student/quiz/7',
    search: { isExamPractice: 'true' },
  },
} satisfies Record<string, MusicPlayerInput>

const nameOf = new Map<unknown, string>(Object.entries(pages).map(([name, event]) => [event, name]))

export const musicPlayerModel = defineModel({
  machine: musicPlayerMachine,
  inputs: musicPlayerInputs,
  events: (): MusicPlayerEvent[] => Object.values(pages),
  eventName: (event) => nameOf.get(event),
  traversal: () => ({
    filterEvents: ({ context }, event) => {
      // Both wraps (previous from the first, next from the last) and one plain step are enough.
      if (event.type === 'music.next') return context.trackIndex !== 1 && !context.ducked
      if (event.type === 'music.previous') return context.trackIndex !== TRACK_COUNT - 1 && !context.ducked
      // A spoken reply starts and ends; walked on the first track only, as the track changes nothing.
      if (event.type === 'music.duck') return !context.ducked && context.trackIndex === 0
      if (event.type === 'music.unduck') return context.ducked
      // An unlisted page silences the music just as an exam practice does: walked from one place only.
      if (event === pages.game) return context.onMusicPage && context.trackIndex === 0 && !context.ducked
      return true
    },
  }),
  sees: {
    armed: 'The music button shows the track; nothing plays until the first click or key press',
    silent: 'No music; the music button shows Play (or the page has no music)',
    fadingIn: 'The music grows louder; the button shows Pause',
    playing: 'Music plays softly; the button shows Pause and the track name',
    fadingOut: 'The music grows quieter, then stops',
    switching: 'The track fades out; the next one then fades in',
  },
  words: {
    guards: {
      isAudible: 'if the music is on and this page has music',
      leavesMusicPages: 'if the new page has no music',
      entersMusicPages: 'if the music is on and the new page has music',
    },
    delays: { fadeMs: 'after the fade (700 ms, or 1000 ms between pages)' },
  },
})
