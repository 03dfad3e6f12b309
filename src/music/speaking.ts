/**
 * Whether a spoken reply of the coach is playing, so the background music can drop under it. Kept apart from
 * the player so the coach's page can say so without loading the music.
 */
type Listener = (speaking: boolean) => void
const listeners = new Set<Listener>()
let speaking = false

export function setSpeechPlaying(now: boolean) {
  if (now === speaking) return
  speaking = now
  for (const listener of listeners) listener(now)
}

export function onSpeechPlaying(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const isSpeechPlaying = () => speaking
