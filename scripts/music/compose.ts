/**
 * Writes Lantern's five background-music tracks to public/music/ (ADR 0061). Each is eight bars of a calm
 * melody over soft chords and a bass, made from a seed, so `npx tsx scripts/music/compose.ts` always writes
 * the same files. Original works made for Lantern; see public/music/LICENSE.md.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { MUSIC_TRACKS } from '../../src/music/tracks'
import { LoopBuffer, seeded, toWav, type Voice } from './synth'

const MAJOR = [0, 2, 4, 5, 7, 9, 11]
const MINOR = [0, 2, 3, 5, 7, 8, 10]
const DORIAN = [0, 2, 3, 5, 7, 9, 10]

type Piece = {
  tonic: number
  scale: readonly number[]
  bpm: number
  beatsPerBar: 3 | 4
  /** The chord of each of the eight bars, as the scale degree of its root (0 = tonic). */
  chords: readonly number[]
  seed: number
  /** Broken chords in quavers under the tune. */
  arpeggio: boolean
}

const PIECES: Record<string, Piece> = {
  'lantern-glow': {
    tonic: 60,
    scale: MAJOR,
    bpm: 108,
    beatsPerBar: 4,
    chords: [0, 5, 3, 4, 0, 5, 3, 4],
    seed: 11,
    arpeggio: true,
  },
  'paper-boats': {
    tonic: 67,
    scale: MAJOR,
    bpm: 84,
    beatsPerBar: 3,
    chords: [0, 5, 2, 4, 0, 3, 4, 4],
    seed: 23,
    arpeggio: false,
  },
  'starry-steps': {
    tonic: 57,
    scale: MINOR,
    bpm: 112,
    beatsPerBar: 4,
    chords: [0, 5, 2, 6, 0, 5, 3, 4],
    seed: 37,
    arpeggio: true,
  },
  'garden-path': {
    tonic: 65,
    scale: MAJOR,
    bpm: 90,
    beatsPerBar: 3,
    chords: [0, 1, 3, 4, 0, 5, 1, 4],
    seed: 41,
    arpeggio: true,
  },
  'quiet-clouds': {
    tonic: 62,
    scale: DORIAN,
    bpm: 116,
    beatsPerBar: 4,
    chords: [0, 3, 0, 6, 0, 3, 5, 6],
    seed: 59,
    arpeggio: false,
  },
}

const pad: Voice = {
  partials: [
    [1, 1, 0],
    [1.003, 0.6, 0],
    [2, 0.15, 0],
  ],
  attack: 0.45,
  release: 0.9,
  gain: 0.05,
}
const bass: Voice = {
  partials: [
    [1, 1, 0.8],
    [2, 0.2, 2],
  ],
  attack: 0.02,
  release: 0.4,
  gain: 0.16,
}
const bell: Voice = {
  partials: [
    [1, 1, 1.6],
    [2, 0.35, 3.5],
    [3, 0.1, 6],
  ],
  attack: 0.008,
  release: 0.5,
  gain: 0.16,
}
const harp: Voice = { ...bell, gain: 0.05, release: 0.35 }

const RHYTHMS = {
  3: [
    [1, 1, 1],
    [2, 1],
    [1, 0.5, 0.5, 1],
    [1.5, 0.5, 1],
  ],
  4: [
    [1, 1, 2],
    [1, 0.5, 0.5, 2],
    [2, 1, 1],
    [1.5, 0.5, 1, 1],
    [1, 1, 1, 1],
  ],
} as const

function compose(piece: Piece): LoopBuffer {
  const beat = 60 / piece.bpm
  const bar = beat * piece.beatsPerBar
  const music = new LoopBuffer(bar * piece.chords.length)
  const random = seeded(piece.seed)
  // A scale degree (any integer) as a MIDI note in the octave of `base`.
  const pitch = (degree: number, base: number) => {
    const octave = Math.floor(degree / 7)
    return base + 12 * octave + piece.scale[((degree % 7) + 7) % 7]
  }
  const chordTones = (root: number) => [root, root + 2, root + 4]
  const nearestChordTone = (degree: number, root: number) =>
    [-7, 0, 7]
      .flatMap((octave) => chordTones(root).map((tone) => tone + octave))
      .reduce((best, tone) => (Math.abs(tone - degree) < Math.abs(best - degree) ? tone : best))

  const rhythms: ReadonlyArray<readonly number[]> = RHYTHMS[piece.beatsPerBar]
  // The second half answers the first: the same rhythms, the tune moved to the new chords.
  const motif = [0, 1, 2, 3].map(() => rhythms[Math.floor(random() * rhythms.length)])
  let degree = 4
  piece.chords.forEach((root, index) => {
    const start = index * bar
    for (const tone of chordTones(root)) music.note(pad, pitch(tone, piece.tonic - 12), start, bar * 0.92)
    music.note(bass, pitch(root, piece.tonic - 24), start, beat * 1.5)
    if (piece.beatsPerBar === 4) music.note(bass, pitch(root + 4, piece.tonic - 24), start + 2 * beat, beat)
    if (piece.arpeggio) {
      const pattern = [0, 1, 2, 1]
      for (let step = 0; step < piece.beatsPerBar * 2; step++) {
        const tone = chordTones(root)[pattern[step % 4]]
        music.note(harp, pitch(tone, piece.tonic), start + (step * beat) / 2, beat / 2, 0.8 + random() * 0.2)
      }
    }
    const last = index === piece.chords.length - 1
    const durations = last ? [piece.beatsPerBar] : motif[index % 4]
    let at = start
    durations.forEach((length, n) => {
      // Strong beats sit on the chord; the others step along the scale.
      degree = n === 0 || last ? nearestChordTone(degree, root) : degree + Math.round(random() * 4 - 2)
      degree = Math.max(0, Math.min(9, degree))
      music.note(bell, pitch(degree, piece.tonic), at, length * beat * 0.9, n === 0 ? 1 : 0.8)
      at += length * beat
    })
  })
  music.echo(beat * 0.75, 0.28)
  music.soften(3_500)
  return music
}

const folder = join(import.meta.dirname, '../../public/music')
for (const track of MUSIC_TRACKS) {
  const piece = PIECES[track.id]
  if (!piece) throw new Error(`No piece is written for the track ${track.id}`)
  const wav = toWav(compose(piece), 0.7, seeded(piece.seed + 1))
  writeFileSync(join(folder, `${track.id}.wav`), wav)
  console.log(`${track.id}.wav  ${(wav.length / 1024).toFixed(0)} KB`)
}
