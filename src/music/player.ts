import { type MusicPlayerInput, musicPlayerMachine } from '../../machines/musicPlayer.machine'
import type { MusicAudio } from './howlerAudio'
import { storedMusicPlaying, storedTrackIndex, storeMusicPlaying, storeTrackIndex } from './settings'
import { MUSIC_TRACKS } from './tracks'

/** The music player machine playing through `audio`, storing this user's choices. */
export function musicPlayerLogic(userId: number, audio: MusicAudio) {
  return musicPlayerMachine.provide({
    actions: {
      playTrack: (_, { index }) => audio.play(index),
      fadeTo: (_, { volume, ms }) => audio.fadeTo(volume, ms),
      pauseAudio: () => audio.pause(),
      rememberPlaying: (_, { playing }) => storeMusicPlaying(playing),
      rememberTrack: (_, { index }) => storeTrackIndex(userId, index),
    },
  })
}

/** Where the player starts: the user's stored track and playing flag, on the page now open. */
export function musicPlayerInput(
  userId: number,
  pathname: string,
  search?: Readonly<Record<string, unknown>>,
): MusicPlayerInput {
  return {
    trackCount: MUSIC_TRACKS.length,
    trackIndex: storedTrackIndex(userId),
    playing: storedMusicPlaying(),
    pathname,
    search,
  }
}
