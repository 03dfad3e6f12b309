import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, SimulatedClock, type SnapshotFrom } from 'xstate'
import { modelPaths, modelStarts } from './graph/model'
import {
  DUCKED_VOLUME,
  MUSIC_VOLUME,
  musicPlayerMachine,
  selectIsSounding,
  selectOnMusicPage,
  selectTrackIndex,
  selectWantsMusic,
} from './musicPlayer.machine'
import { musicPlayerModel, pages, TRACK_COUNT } from './musicPlayer.model'
import type { Effect } from './testing/doubles'
import { pathName, replayPath } from './testing/replay'

type Snapshot = SnapshotFrom<typeof musicPlayerMachine>

// Product.md §9: music fades take 700 ms; entering or leaving the student pages, 1000 ms.
const FADE = 700
const PAGE_FADE = 1000
const hasMusic = (event: AnyEventObject) => event === pages.library || event.pathname === '/student/library'

/** The audio and storage the app is asked for, by the spec's rules, written apart from the machine. */
function expectedEffects(event: AnyEventObject, before: Snapshot): string[] {
  const { trackIndex, playing, onMusicPage, ducked } = before.context
  const state = String(before.value)
  const fadeUp = (index: number, ms: number, isDucked = ducked) => [
    `play ${index}`,
    `fade ${isDucked ? DUCKED_VOLUME : MUSIC_VOLUME} ${ms}`,
  ]
  const audible = ['fadingIn', 'playing'].includes(state)
  const wrapped = (index: number) => (index + TRACK_COUNT) % TRACK_COUNT
  switch (event.type) {
    case 'music.gesture':
      if (state !== 'armed') return []
      return playing && onMusicPage ? fadeUp(trackIndex, FADE) : ['pause']
    case 'music.play':
      if (!['armed', 'silent', 'fadingOut'].includes(state)) return []
      return ['remember playing true', ...(onMusicPage ? fadeUp(trackIndex, FADE) : ['pause'])]
    case 'music.pause':
      return ['remember playing false', ...(audible || state === 'switching' ? [`fade 0 ${FADE}`] : [])]
    case 'music.next':
    case 'music.previous': {
      const index = wrapped(trackIndex + (event.type === 'music.next' ? 1 : -1))
      return [`remember track ${index}`, ...(audible ? [`fade 0 ${FADE}`] : [])]
    }
    case 'music.route':
      if (state === 'silent') return hasMusic(event) && playing ? fadeUp(trackIndex, PAGE_FADE) : ['pause']
      if (state === 'fadingOut') return hasMusic(event) && playing ? fadeUp(trackIndex, PAGE_FADE) : []
      if (audible || state === 'switching') return hasMusic(event) ? [] : [`fade 0 ${PAGE_FADE}`]
      return []
    case 'music.duck':
    case 'music.unduck':
      return audible ? [`fade ${event.type === 'music.duck' ? DUCKED_VOLUME : MUSIC_VOLUME} ${FADE}`] : []
    default:
      if (event.type.endsWith('.fadingOut')) return ['pause']
      if (event.type.endsWith('.switching')) return fadeUp(trackIndex, FADE)
      return []
  }
}

const audio = (effect: Effect) => ({
  playTrack: (_: unknown, { index }: { index: number }) => effect(`play ${index}`),
  fadeTo: (_: unknown, { volume, ms }: { volume: number; ms: number }) => effect(`fade ${volume} ${ms}`),
  pauseAudio: () => effect('pause'),
  rememberPlaying: (_: unknown, { playing }: { playing: boolean }) => effect(`remember playing ${playing}`),
  rememberTrack: (_: unknown, { index }: { index: number }) => effect(`remember track ${index}`),
})

describe.each(modelStarts(musicPlayerModel))('musicPlayerMachine starting with %s', (start) => {
  const input = musicPlayerModel.inputs[start]
  it.each(modelPaths(musicPlayerModel, start).map((path) => [pathName(path), path] as const))(
    '%s',
    (_, path) =>
      replayPath(path, {
        model: musicPlayerModel,
        input,
        actions: audio as never,
        rules: expectedEffects,
        everyStep: ({ real }) => {
          expect(selectTrackIndex(real)).toBeGreaterThanOrEqual(0)
          expect(selectTrackIndex(real)).toBeLessThan(TRACK_COUNT)
          expect(selectIsSounding(real)).toBe(
            real.matches('fadingIn') || real.matches('playing') || real.matches('switching'),
          )
        },
        states: {
          armed: ({ real }) => expect(selectWantsMusic(real)).toBe(real.context.playing),
          // It never sounds where the spec mutes it, nor once the child has turned it off.
          silent: ({ real }) => {
            expect(selectWantsMusic(real) && selectOnMusicPage(real)).toBe(false)
          },
          fadingIn: ({ real }) => {
            expect(selectWantsMusic(real)).toBe(true)
            expect(selectOnMusicPage(real)).toBe(true)
          },
          playing: ({ real }) => {
            expect(selectWantsMusic(real)).toBe(true)
            expect(selectOnMusicPage(real)).toBe(true)
          },
          fadingOut: ({ real }) => {
            expect([PAGE_FADE, FADE]).toContain(real.context.fadeMs)
          },
          switching: ({ real }) => expect(real.context.fadeMs).toBe(FADE),
        },
      }),
  )
})

describe('musicPlayerMachine on a simulated clock', () => {
  it('stays silent until the first gesture, then fades in over 700 ms and plays', () => {
    const clock = new SimulatedClock()
    const effects: string[] = []
    const actor = createActor(
      musicPlayerMachine.provide({ actions: audio((e) => effects.push(e)) as never }),
      {
        input: musicPlayerModel.inputs['first visit, on the library'],
        clock,
      },
    ).start()
    actor.send(pages.library)
    expect(effects).toEqual([])
    actor.send({ type: 'music.gesture' })
    expect(effects).toEqual(['play 0', `fade ${MUSIC_VOLUME} 700`])
    clock.increment(699)
    expect(actor.getSnapshot().value).toBe('fadingIn')
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('playing')
  })

  it('fades out over 1000 ms when the child leaves for an exam practice, and back in on return', () => {
    const clock = new SimulatedClock()
    const effects: string[] = []
    const actor = createActor(
      musicPlayerMachine.provide({ actions: audio((e) => effects.push(e)) as never }),
      {
        input: musicPlayerModel.inputs['first visit, on the library'],
        clock,
      },
    ).start()
    actor.send({ type: 'music.gesture' })
    clock.increment(700)
    effects.length = 0
    actor.send(pages.examPractice)
    expect(effects).toEqual(['fade 0 1000'])
    clock.increment(999)
    expect(actor.getSnapshot().value).toBe('fadingOut')
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('silent')
    expect(effects).toEqual(['fade 0 1000', 'pause'])
    actor.send(pages.library)
    expect(effects.slice(2)).toEqual(['play 0', `fade ${MUSIC_VOLUME} 1000`])
  })

  it('wraps the track index both ways without playing anything before a gesture', () => {
    const actor = createActor(musicPlayerMachine, {
      input: { trackCount: 5, trackIndex: 0, playing: true, pathname: '/student/library' },
    }).start()
    actor.send({ type: 'music.previous' })
    expect(selectTrackIndex(actor.getSnapshot())).toBe(4)
    actor.send({ type: 'music.next' })
    actor.send({ type: 'music.next' })
    expect(selectTrackIndex(actor.getSnapshot())).toBe(1)
    expect(actor.getSnapshot().value).toBe('armed')
  })

  it('keeps a stored index that no longer fits within the five tracks', () => {
    const actor = createActor(musicPlayerMachine, {
      input: { trackCount: 5, trackIndex: 7, playing: true, pathname: '/student/library' },
    }).start()
    expect(selectTrackIndex(actor.getSnapshot())).toBe(2)
  })
})
