/**
 * A tiny additive synthesiser for the background music: notes are summed into a looping buffer (a note that
 * rings past the end comes back in at the start), so every track loops without a click.
 */
export const SAMPLE_RATE = 16_000

export type Voice = {
  /** Partials as [harmonic, level, decay per second (0 = held)]. */
  partials: ReadonlyArray<readonly [number, number, number]>
  attack: number
  release: number
  gain: number
}

export const frequencyOf = (midi: number) => 440 * 2 ** ((midi - 69) / 12)

/** A small seeded random source (mulberry32): the same seed writes the same piece. */
export function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export class LoopBuffer {
  readonly samples: Float64Array
  constructor(readonly seconds: number) {
    this.samples = new Float64Array(Math.round(seconds * SAMPLE_RATE))
  }

  /** Adds one note: `start` and `length` in seconds; the release rings on after `length`. */
  note(voice: Voice, midi: number, start: number, length: number, velocity = 1) {
    const { samples } = this
    const frequency = frequencyOf(midi)
    const total = Math.round((length + voice.release) * SAMPLE_RATE)
    const offset = Math.round(start * SAMPLE_RATE)
    const held = length * SAMPLE_RATE
    for (let n = 0; n < total; n++) {
      const t = n / SAMPLE_RATE
      const rise = Math.min(1, t / voice.attack)
      const fall = n < held ? 1 : Math.max(0, 1 - (n - held) / (voice.release * SAMPLE_RATE))
      // A raised-cosine fall ends each note at zero, so there is nothing to click.
      const envelope = rise * (0.5 - 0.5 * Math.cos(Math.PI * fall))
      let value = 0
      for (const [harmonic, level, decay] of voice.partials) {
        const hz = frequency * harmonic
        if (hz >= SAMPLE_RATE / 2) continue
        value += level * Math.exp(-decay * t) * Math.sin(2 * Math.PI * hz * t)
      }
      samples[(offset + n) % samples.length] += voice.gain * velocity * envelope * value
    }
  }

  /** A soft room: one feedback echo, wrapped around the loop like the notes. */
  echo(seconds: number, feedback: number) {
    const { samples } = this
    const delay = Math.round(seconds * SAMPLE_RATE)
    const wet = new Float64Array(samples)
    for (let pass = 0; pass < 4; pass++) {
      for (let n = 0; n < samples.length; n++) {
        wet[n] = samples[n] + feedback * wet[(n - delay + samples.length) % samples.length]
      }
    }
    samples.set(wet)
  }

  /** Gentle top-end roll-off (a one-pole low-pass), run twice round the loop so its start matches its end. */
  soften(cutoffHz: number) {
    const { samples } = this
    const a = Math.exp((-2 * Math.PI * cutoffHz) / SAMPLE_RATE)
    let y = 0
    for (let pass = 0; pass < 2; pass++) {
      for (let n = 0; n < samples.length; n++) {
        y = (1 - a) * samples[n] + a * y
        if (pass === 1) samples[n] = y
      }
    }
  }
}

/** 16-bit mono PCM WAV, peak-normalised to `peak` with a little triangular dither. */
export function toWav(buffer: LoopBuffer, peak: number, random: () => number): Uint8Array {
  const { samples } = buffer
  const loudest = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0) || 1
  const scale = (peak / loudest) * 32767
  const bytes = new Uint8Array(44 + samples.length * 2)
  const view = new DataView(bytes.buffer)
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(at + i, value.charCodeAt(i))
  }
  text(0, 'RIFF')
  view.setUint32(4, 36 + samples.length * 2, true)
  text(8, 'WAVE')
  text(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, SAMPLE_RATE, true)
  view.setUint32(28, SAMPLE_RATE * 2, true)
  view.setUint16(32, 2, true)
  view.setUint16(34, 16, true)
  text(36, 'data')
  view.setUint32(40, samples.length * 2, true)
  for (let n = 0; n < samples.length; n++) {
    const dither = random() - random()
    const value = Math.round(samples[n] * scale + dither)
    view.setInt16(44 + n * 2, Math.max(-32768, Math.min(32767, value)), true)
  }
  return bytes
}
