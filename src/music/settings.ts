import { useSyncExternalStore } from 'react'

/**
 * The child's sound settings, kept in this browser (product.md §4 "The playing flag persists, and the track
 * index is stored per user"; §9 local storage). Nothing here is sent to the server.
 */
export const MUSIC_PLAYING_KEY = 'music.playing'
export const SOUND_EFFECTS_KEY = 'sound.effects'
export const trackKeyOf = (userId: number) => `music.track.${userId}`

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}
function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Private browsing without storage: the setting lasts until the page is closed.
  }
}

/** On until the child turns the music off (it starts only after their first click or key press). */
export const storedMusicPlaying = () => read(MUSIC_PLAYING_KEY) !== 'false'
export const storeMusicPlaying = (playing: boolean) => write(MUSIC_PLAYING_KEY, String(playing))

export function storedTrackIndex(userId: number): number {
  const index = Number(read(trackKeyOf(userId)))
  return Number.isInteger(index) && index >= 0 ? index : 0
}
export const storeTrackIndex = (userId: number, index: number) => write(trackKeyOf(userId), String(index))

const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === SOUND_EFFECTS_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** Whether short sounds (a celebration, a badge) may play: on unless the child turned them off. */
export const soundEffectsOn = (): boolean => read(SOUND_EFFECTS_KEY) !== 'false'

export function setSoundEffects(on: boolean) {
  write(SOUND_EFFECTS_KEY, String(on))
  for (const listener of listeners) listener()
}

/** `soundEffectsOn()` for a component, updated when the child changes it here or in another tab. */
export const useSoundEffects = (): boolean => useSyncExternalStore(subscribe, soundEffectsOn, () => true)
