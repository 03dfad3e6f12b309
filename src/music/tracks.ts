/** A piece of background music: its title for the player and where the browser fetches it. */
export type MusicTrack = { id: string; title: string; src: string }

/**
 * The five tracks of the music player (product.md §4 "Music: five tracks"), original works made for Lantern by
 * `scripts/music/compose.ts` (licence in public/music/LICENSE.md). The order is the order of Next.
 */
export const MUSIC_TRACKS: readonly MusicTrack[] = [
  { id: 'lantern-glow', title: 'Lantern Glow', src: '/music/lantern-glow.wav' },
  { id: 'paper-boats', title: 'Paper Boats', src: '/music/paper-boats.wav' },
  { id: 'starry-steps', title: 'Starry Steps', src: '/music/starry-steps.wav' },
  { id: 'garden-path', title: 'Garden Path', src: '/music/garden-path.wav' },
  { id: 'quiet-clouds', title: 'Quiet Clouds', src: '/music/quiet-clouds.wav' },
]
