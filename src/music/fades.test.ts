// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { DUCKED_VOLUME, MUSIC_VOLUME } from '../../machines/musicPlayer.machine'
import { createHowlerAudio, type MusicAudio } from './howlerAudio'
import { musicPlayerInput, musicPlayerLogic } from './player'
import { trackKeyOf } from './settings'

/**
 * The machine driving the real howler, on fake timers: happy-dom has no audio, so each media element reports
 * itself loaded and playing, and howler (HTML5 mode) does the rest, its fades included.
 */
function stubMediaElements() {
  const proto = HTMLMediaElement.prototype as unknown as Record<string, unknown>
  const set = (node: object, key: string, value: unknown) =>
    Object.defineProperty(node, key, { value, configurable: true })
  proto.load = function (this: HTMLMediaElement) {
    set(this, 'readyState', 4)
    set(this, 'duration', 17.8)
    setTimeout(() => this.dispatchEvent(new Event('canplaythrough')), 0)
  }
  proto.play = function (this: HTMLMediaElement) {
    set(this, 'paused', false)
    return Promise.resolve()
  }
  proto.pause = function (this: HTMLMediaElement) {
    set(this, 'paused', true)
  }
}

const USER = 42
let audio: MusicAudio

/** The volume howler reports, read every 100 ms for `ms`. */
async function volumesOver(ms: number) {
  const volumes: number[] = []
  for (let t = 100; t <= ms; t += 100) {
    await vi.advanceTimersByTimeAsync(100)
    volumes.push(audio.state().volume)
  }
  return volumes
}
const rising = (values: number[]) => values.every((v, i) => i === 0 || v >= values[i - 1])
const falling = (values: number[]) => values.every((v, i) => i === 0 || v <= values[i - 1])

function startPlayer(pathname = '/student/library') {
  const player = createActor(musicPlayerLogic(USER, audio), {
    input: musicPlayerInput(USER, pathname),
  }).start()
  return player
}

describe('the music fades, as howler plays them', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    localStorage.clear()
    stubMediaElements()
    audio = createHowlerAudio(
      [0, 1, 2, 3, 4].map((i) => ({ id: `t${i}`, title: `Track ${i}`, src: `/music/t${i}.wav` })),
      { html5: true },
    )
  })
  afterEach(() => {
    audio.unload()
    vi.useRealTimers()
  })

  it('is silent before the first gesture, then ramps up to the music volume over 700 ms', async () => {
    const player = startPlayer()
    await vi.advanceTimersByTimeAsync(1000)
    expect(audio.state().playing).toBe(false)
    player.send({ type: 'music.gesture' })
    const volumes = await volumesOver(700)
    expect(audio.state().playing).toBe(true)
    expect(rising(volumes)).toBe(true)
    expect(volumes[2]).toBeGreaterThan(0.1)
    expect(volumes[2]).toBeLessThan(0.3)
    expect(volumes.at(-1)).toBeCloseTo(MUSIC_VOLUME, 2)
    expect(player.getSnapshot().value).toBe('playing')
  })

  it('ramps down over 700 ms when paused, then howler stops playing; the flag is stored', async () => {
    const player = startPlayer()
    player.send({ type: 'music.gesture' })
    await vi.advanceTimersByTimeAsync(800)
    player.send({ type: 'music.pause' })
    const volumes = await volumesOver(700)
    expect(falling(volumes)).toBe(true)
    expect(volumes[3]).toBeGreaterThan(0.05)
    expect(volumes.at(-1)).toBeCloseTo(0, 2)
    expect(audio.state().playing).toBe(false)
    expect(localStorage.getItem('music.playing')).toBe('false')
  })

  it('ramps down over 1000 ms on leaving for an exam practice, still sounding at 700 ms', async () => {
    const player = startPlayer()
    player.send({ type: 'music.gesture' })
    await vi.advanceTimersByTimeAsync(800)
    player.send({ type: 'music.route', pathname: '/student/quiz/3', search: { isExamPractice: true } })
    const volumes = await volumesOver(1000)
    expect(falling(volumes)).toBe(true)
    expect(volumes[6]).toBeGreaterThan(0.05)
    expect(volumes.at(-1)).toBeCloseTo(0, 2)
    expect(audio.state().playing).toBe(false)
  })

  it('fades the old track out and the next one in, and stores the new index for this user', async () => {
    const player = startPlayer()
    player.send({ type: 'music.gesture' })
    await vi.advanceTimersByTimeAsync(800)
    player.send({ type: 'music.next' })
    const out = await volumesOver(700)
    expect(falling(out)).toBe(true)
    const back = await volumesOver(700)
    expect(rising(back)).toBe(true)
    expect(back.at(-1)).toBeCloseTo(MUSIC_VOLUME, 2)
    expect(localStorage.getItem(trackKeyOf(USER))).toBe('1')
  })

  it('drops under a spoken reply and comes back after it', async () => {
    const player = startPlayer()
    player.send({ type: 'music.gesture' })
    await vi.advanceTimersByTimeAsync(800)
    player.send({ type: 'music.duck' })
    expect((await volumesOver(700)).at(-1)).toBeCloseTo(DUCKED_VOLUME, 2)
    player.send({ type: 'music.unduck' })
    expect((await volumesOver(700)).at(-1)).toBeCloseTo(MUSIC_VOLUME, 2)
  })

  it('starts on the track this user last chose', async () => {
    localStorage.setItem(trackKeyOf(USER), '3')
    localStorage.setItem(trackKeyOf(7), '1')
    const player = startPlayer()
    expect(player.getSnapshot().context.trackIndex).toBe(3)
  })
})
