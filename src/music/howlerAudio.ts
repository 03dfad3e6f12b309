import { Howl, Howler } from 'howler'
import type { MusicTrack } from './tracks'

/** What the music player machine asks of the audio (machines/musicPlayer.machine.ts), and what a test reads. */
export type MusicAudio = {
  /** Fetches and decodes a track ahead of time, so the first click only has to start it. */
  prepare(index: number): void
  play(index: number): void
  fadeTo(volume: number, ms: number): void
  pause(): void
  /** Howler's own view: whether the track is really playing, where it is, how loud, and the audio clock. */
  state(): { playing: boolean; position: number; volume: number; clock: number }
  unload(): void
}

/**
 * The music on howler (ADR 0061): one looping Howl per track, made when first played. Web Audio by default,
 * so a loop has no gap; `html5` is for tests without Web Audio. Howler queues a play or a fade asked for while
 * the file is still loading, and unlocks the audio on the first click or key press.
 */
export function createHowlerAudio(
  tracks: readonly MusicTrack[],
  options: { html5?: boolean } = {},
): MusicAudio {
  const howls = new Map<number, { howl: Howl; id: number | null }>()
  let current: number | null = null

  const soundOf = (index: number) => {
    let sound = howls.get(index)
    if (!sound) {
      // Every track starts silent; the machine fades it in.
      const howl = new Howl({ src: [tracks[index].src], loop: true, volume: 0, html5: options.html5 })
      sound = { howl, id: null }
      howls.set(index, sound)
    }
    return sound
  }
  const playingSound = () => (current === null ? undefined : howls.get(current))

  return {
    prepare(index) {
      soundOf(index)
    },
    play(index) {
      if (current !== null && current !== index) {
        const old = howls.get(current)
        if (old?.id != null) old.howl.stop(old.id)
      }
      current = index
      const sound = soundOf(index)
      if (sound.id === null) sound.id = sound.howl.play()
      else if (!sound.howl.playing(sound.id)) {
        sound.howl.play(sound.id)
      }
    },
    fadeTo(volume, ms) {
      const sound = playingSound()
      if (sound?.id == null) return
      const from = sound.howl.volume(sound.id) as unknown as number
      sound.howl.fade(from, volume, ms, sound.id)
    },
    pause() {
      const sound = playingSound()
      if (sound?.id != null) sound.howl.pause(sound.id)
    },
    state() {
      const sound = playingSound()
      const id = sound?.id ?? undefined
      return {
        playing: id !== undefined && sound ? sound.howl.playing(id) : false,
        position: id !== undefined && sound ? sound.howl.seek(id) : 0,
        volume: id !== undefined && sound ? (sound.howl.volume(id) as unknown as number) : 0,
        clock: Howler.ctx?.currentTime ?? 0,
      }
    },
    unload() {
      for (const { howl } of howls.values()) howl.unload()
      howls.clear()
      current = null
    },
  }
}
