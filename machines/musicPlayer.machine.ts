import { assign, type SnapshotFrom, setup } from 'xstate'
import { musicPlaysOn } from './musicPages'

/** Product.md §9 "Music fade takes 700 ms. Entering or leaving student pages fades over 1000 ms." */
export const MUSIC_FADE_MS = 700
export const PAGE_FADE_MS = 1000
/** Background music sits under everything; while the coach speaks it drops further. */
export const MUSIC_VOLUME = 0.4
export const DUCKED_VOLUME = 0.08

/**
 * The background music of the student pages (product.md §2 "Music player", §4 "Music: five tracks. Next and
 * previous wrap around. The playing flag persists, and the track index is stored per user.").
 *
 * The machine holds no audio: the app provides the actions `playTrack` (start or resume track `index`),
 * `fadeTo` (ramp the volume to `volume` over `ms`), `pauseAudio`, and the stores `rememberPlaying` and
 * `rememberTrack`; the app's adapter is howler (src/music/howlerAudio.ts). Accepts `music.gesture` (the
 * first click or key press of the page), `music.play`, `music.pause`, `music.next`, `music.previous`,
 * `music.route {pathname, search}`, and `music.duck`/`music.unduck` while a spoken reply plays.
 */
export type MusicPlayerInput = {
  trackCount: number
  trackIndex: number
  /** The stored playing flag; the music is on until the child turns it off. */
  playing: boolean
  pathname: string
  search?: Readonly<Record<string, unknown>>
}
export type MusicPlayerEvent =
  | { type: 'music.gesture' }
  | { type: 'music.play' }
  | { type: 'music.pause' }
  | { type: 'music.next' }
  | { type: 'music.previous' }
  | { type: 'music.route'; pathname: string; search?: Readonly<Record<string, unknown>> }
  | { type: 'music.duck' }
  | { type: 'music.unduck' }

type Context = {
  trackCount: number
  trackIndex: number
  playing: boolean
  onMusicPage: boolean
  ducked: boolean
  /** How long the fade now under way takes. */
  fadeMs: number
}

const wrap = (index: number, count: number) => ((index % count) + count) % count
const routeAllows = (event: MusicPlayerEvent) =>
  event.type === 'music.route' && musicPlaysOn(event.pathname, event.search)
const targetVolume = (context: Context) => (context.ducked ? DUCKED_VOLUME : MUSIC_VOLUME)
type Args = { context: Context }

// The app-provided actions, with what each is told.
const startTrack = {
  type: 'playTrack',
  params: ({ context }: Args) => ({ index: context.trackIndex }),
} as const
const fadeIn = {
  type: 'fadeTo',
  params: ({ context }: Args) => ({ volume: targetVolume(context), ms: context.fadeMs }),
} as const
const fadeOut = {
  type: 'fadeTo',
  params: ({ context }: Args) => ({ volume: 0, ms: context.fadeMs }),
} as const
const fadeToTarget = {
  type: 'fadeTo',
  params: ({ context }: Args) => ({ volume: targetVolume(context), ms: MUSIC_FADE_MS }),
} as const
const storePlaying = {
  type: 'rememberPlaying',
  params: ({ context }: Args) => ({ playing: context.playing }),
} as const
const storeTrack = {
  type: 'rememberTrack',
  params: ({ context }: Args) => ({ index: context.trackIndex }),
} as const

// Product.md §4: "Next and previous wrap around", and the track index is stored for this user.
const changeTrack = {
  'music.next': { actions: ['nextTrack', storeTrack] },
  'music.previous': { actions: ['previousTrack', storeTrack] },
} as const
const switchTrack = {
  'music.next': { target: '#musicPlayer.switching', actions: ['nextTrack', storeTrack, 'musicFade'] },
  'music.previous': { target: '#musicPlayer.switching', actions: ['previousTrack', storeTrack, 'musicFade'] },
} as const
const keepRoute = { actions: 'notePage' } as const
const duck = {
  'music.duck': { actions: ['duck', fadeToTarget] },
  'music.unduck': { actions: ['unduck', fadeToTarget] },
} as const
const noteDuck = { 'music.duck': { actions: 'duck' }, 'music.unduck': { actions: 'unduck' } } as const
const turnOn = { target: '#musicPlayer.choosing', actions: ['turnOn', storePlaying, 'musicFade'] } as const
const turnOff = { actions: ['turnOff', storePlaying] } as const
const fadeAway = {
  target: '#musicPlayer.fadingOut',
  actions: ['turnOff', storePlaying, 'musicFade'],
} as const
const leave = [
  { guard: 'leavesMusicPages', target: '#musicPlayer.fadingOut', actions: ['notePage', 'pageFade'] },
  keepRoute,
] as const

export const musicPlayerMachine = setup({
  types: { input: {} as MusicPlayerInput, context: {} as Context, events: {} as MusicPlayerEvent },
  actions: {
    // Provided by the app (the audio and local storage).
    playTrack: (_, _params: { index: number }) => {},
    fadeTo: (_, _params: { volume: number; ms: number }) => {},
    pauseAudio: () => {},
    rememberPlaying: (_, _params: { playing: boolean }) => {},
    rememberTrack: (_, _params: { index: number }) => {},
    nextTrack: assign({ trackIndex: ({ context }) => wrap(context.trackIndex + 1, context.trackCount) }),
    previousTrack: assign({ trackIndex: ({ context }) => wrap(context.trackIndex - 1, context.trackCount) }),
    turnOn: assign({ playing: true }),
    turnOff: assign({ playing: false }),
    notePage: assign({ onMusicPage: ({ event }) => routeAllows(event) }),
    duck: assign({ ducked: true }),
    unduck: assign({ ducked: false }),
    musicFade: assign({ fadeMs: MUSIC_FADE_MS }),
    pageFade: assign({ fadeMs: PAGE_FADE_MS }),
  },
  guards: {
    isAudible: ({ context }) => context.playing && context.onMusicPage,
    leavesMusicPages: ({ event }) => !routeAllows(event),
    entersMusicPages: ({ context, event }) => context.playing && routeAllows(event),
  },
  delays: { fadeMs: ({ context }) => context.fadeMs },
}).createMachine({
  id: 'musicPlayer',
  context: ({ input }) => ({
    trackCount: input.trackCount,
    trackIndex: wrap(input.trackIndex, input.trackCount),
    playing: input.playing,
    onMusicPage: musicPlaysOn(input.pathname, input.search),
    ducked: false,
    fadeMs: MUSIC_FADE_MS,
  }),
  initial: 'armed',
  states: {
    // Browsers let a page make sound only after the person has clicked or pressed a key on it.
    armed: {
      on: {
        'music.gesture': { target: 'choosing', actions: 'musicFade' },
        'music.play': turnOn,
        'music.pause': turnOff,
        'music.route': keepRoute,
        ...changeTrack,
        ...noteDuck,
      },
    },
    // Product.md §2: it plays on the listed pages only, and never in an exam-style practice.
    choosing: { always: [{ guard: 'isAudible', target: 'fadingIn' }, { target: 'silent' }] },
    silent: {
      entry: 'pauseAudio',
      on: {
        'music.play': turnOn,
        'music.pause': turnOff,
        // Product.md §9: entering the student pages fades in over 1000 ms.
        'music.route': { target: 'choosing', actions: ['notePage', 'pageFade'] },
        ...changeTrack,
        ...noteDuck,
      },
    },
    fadingIn: {
      entry: [startTrack, fadeIn],
      after: { fadeMs: 'playing' },
      on: { 'music.pause': fadeAway, 'music.route': leave, ...switchTrack, ...duck },
    },
    playing: {
      on: { 'music.pause': fadeAway, 'music.route': leave, ...switchTrack, ...duck },
    },
    fadingOut: {
      entry: fadeOut,
      after: { fadeMs: 'silent' },
      on: {
        'music.play': turnOn,
        'music.pause': turnOff,
        'music.route': [
          { guard: 'entersMusicPages', target: 'fadingIn', actions: ['notePage', 'pageFade'] },
          keepRoute,
        ],
        ...changeTrack,
        ...noteDuck,
      },
    },
    // Product.md §9: the old track fades out over 700 ms, then the new one fades in over 700 ms.
    switching: {
      entry: fadeOut,
      after: { fadeMs: { target: 'fadingIn', actions: 'musicFade' } },
      on: {
        'music.pause': { target: 'fadingOut', actions: ['turnOff', storePlaying] },
        'music.route': leave,
        ...changeTrack,
        ...noteDuck,
      },
    },
  },
})

type MusicSnapshot = SnapshotFrom<typeof musicPlayerMachine>
/** The music is sounding, or fading in or between tracks. */
export const selectIsSounding = (snapshot: MusicSnapshot) =>
  snapshot.matches('fadingIn') || snapshot.matches('playing') || snapshot.matches('switching')
/** What the play/pause button shows: the child's choice, whether or not this page is silent. */
export const selectWantsMusic = (snapshot: MusicSnapshot) => snapshot.context.playing
export const selectTrackIndex = (snapshot: MusicSnapshot) => snapshot.context.trackIndex
export const selectOnMusicPage = (snapshot: MusicSnapshot) => snapshot.context.onMusicPage
