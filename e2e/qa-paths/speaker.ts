import { expect, type Page, type Route } from '@playwright/test'

/**
 * A speaker and a server with a voice, for the coach's spoken replies (speechQueue).
 *
 * The e2e server runs the offline coach, which has no voice: its config says `textToSpeech: false` (so the page
 * shows no speaker button) and POST /chat/{id}/speech answers 501. A QA path needs both outcomes of that call,
 * so the driver stands in for a server that has a voice: the chat page's config block says it can speak, and a
 * speech call the path lets succeed is answered as such a server answers it, with the address of a short WAV
 * that the driver serves too. A speech call the path fails goes on to the real server, whose 501 is the failure.
 *
 * The speaker is a device, held like the QA microphone (recorder.driver.ts): each `new Audio(url)` the page makes
 * waits until the path says how it goes, then plays for real. `plays()` lets it load a real WAV (it ends by
 * itself, `audio.ended`); `cannotPlay()` gives it bytes that are not audio, which the browser refuses
 * (`audio.failed`). The speaker-test sound is made in the page (a blob: address): `plays()` lets it play as it is,
 * `cannotPlay()` swaps it for a blob of bytes that are not audio.
 */
const RATE = 8000

/** A 0.1 s tone, 8 kHz 8-bit mono: the smallest real WAV worth playing. */
function shortWav(seconds = 0.1) {
  const samples = Math.round(RATE * seconds)
  const wav = Buffer.alloc(44 + samples)
  wav.write('RIFF', 0)
  wav.writeUInt32LE(36 + samples, 4)
  wav.write('WAVEfmt ', 8)
  wav.writeUInt32LE(16, 16)
  wav.writeUInt16LE(1, 20)
  wav.writeUInt16LE(1, 22)
  wav.writeUInt32LE(RATE, 24)
  wav.writeUInt32LE(RATE, 28)
  wav.writeUInt16LE(1, 32)
  wav.writeUInt16LE(8, 34)
  wav.write('data', 36)
  wav.writeUInt32LE(samples, 40)
  for (let i = 0; i < samples; i++)
    wav[44 + i] = 128 + Math.round(30 * Math.sin((2 * Math.PI * 440 * i) / RATE))
  return wav
}

type HeldAudio = { url: string; play: (broken: boolean) => void }
type SpeakerWindow = { qaSpeaker: HeldAudio[] }

/** Holds every sound the page makes until `plays` / `cannotPlay` (see above). */
async function holdSpeaker(page: Page) {
  await page.addInitScript(() => {
    const RealAudio = window.Audio
    const held: { url: string; play: (broken: boolean) => void }[] = []
    ;(window as unknown as { qaSpeaker: typeof held }).qaSpeaker = held
    window.Audio = function heldAudio(url?: string) {
      // Only the coach's sounds are made with an address; the background music's player (howler) makes its own
      // empty elements (a codec probe, a pool unlocked on the first tap), which are not the speaker's to hold.
      if (url === undefined) return new RealAudio()
      const audio = new RealAudio()
      const realPlay = audio.play.bind(audio)
      let go: (broken: boolean) => void = () => {}
      const released = new Promise<boolean>((resolve) => {
        go = resolve
      })
      // A page-made sound (blob:) that must fail gets bytes the browser cannot decode; the server's sounds
      // fail through the route below instead.
      const notAudio = () => URL.createObjectURL(new Blob(['This is not a sound.'], { type: 'audio/wav' }))
      audio.play = () =>
        released.then((broken) => {
          audio.src = broken && url?.startsWith('blob:') ? notAudio() : (url ?? '')
          return realPlay()
        })
      held.push({ url: url ?? '', play: (broken) => go(broken) })
      return audio
    } as unknown as typeof Audio
  })
}

const SPEECH_AUDIO = '/api/v1/media/speech/qa-'

/**
 * The page's config block as a server with a voice writes it (`coach.textToSpeech`), changed once the document is
 * parsed and before the app's scripts (deferred modules) read it. The document itself is the real server's: a
 * document the driver served would lose its address, and the browser would then refuse its calls to this machine.
 */
async function sayServerCanSpeak(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const block = document.getElementById('lantern-config')
      if (document.readyState !== 'interactive' || !block?.textContent) return
      const config = JSON.parse(block.textContent)
      block.textContent = JSON.stringify({ ...config, coach: { ...config.coach, textToSpeech: true } })
    })
  })
}

/**
 * The chat page as a server with a voice would serve it, the speaker held, and the page's speech calls held until
 * the path says how each ends.
 */
export async function speakingCoach(page: Page) {
  await sayServerCanSpeak(page)
  const calls: Route[] = []
  await page.route('**/api/v1/chat/*/speech*', (route) =>
    route.request().method() === 'POST' ? void calls.push(route) : route.fallback(),
  )
  let nextSound: 'wav' | 'broken' = 'wav'
  await page.route(`**${SPEECH_AUDIO}*`, (route) =>
    nextSound === 'wav'
      ? route.fulfill({ contentType: 'audio/wav', body: shortWav() })
      : route.fulfill({ contentType: 'audio/wav', body: 'This is not a sound.' }),
  )
  await holdSpeaker(page)

  let answered = 0
  const nextCall = async () => {
    await expect
      .poll(() => calls.length, { message: 'the page should ask the server to speak' })
      .toBeGreaterThan(0)
    return calls.shift() as Route
  }
  const heldSounds = () => page.evaluate(() => (window as unknown as SpeakerWindow).qaSpeaker.length)
  let played = 0
  const release = async (sound: 'wav' | 'broken') => {
    await expect.poll(heldSounds, { message: 'the page should be playing a sound' }).toBeGreaterThan(played)
    nextSound = sound
    const url = await page.evaluate(
      ([n, broken]) => {
        const held = (window as unknown as SpeakerWindow).qaSpeaker[n]
        held.play(broken)
        return held.url
      },
      [played++, sound === 'broken'] as const,
    )
    return url
  }
  return {
    /** The server speaks the reply: the address of its recording, as a server with a voice answers. */
    speaks: async () => {
      const route = await nextCall()
      const body = { audio_url: `${SPEECH_AUDIO}${++answered}.wav`, content_type: 'audio/wav' }
      await route.fulfill({ json: body })
    },
    /** The real (offline) server answers: 501, spoken replies are not set up. */
    cannotSpeak: async () => (await nextCall()).continue(),
    /** The page's next sound plays for real (a WAV for a reply; the page's own clip for the speaker test). */
    plays: () => release('wav'),
    /** The page's next sound is given bytes that are not audio. */
    cannotPlay: () => release('broken'),
    /** How many sounds the page has made so far. */
    heldSounds,
  }
}
