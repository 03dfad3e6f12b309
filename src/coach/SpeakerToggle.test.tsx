// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QueryProvider } from '../api/QueryProvider'
import { queryClient } from '../api/queryClient'
import { setSessionUser } from '../auth/session'
import { sse } from '../quiz/testing'
import { sessionUser } from '../test/fixtures'
import { startMockServer } from '../test/server'
import { ChatView } from './ChatView'
import { ComposerSlotsContext } from './Composer'
import { MicButton } from './MicButton'
import { SpeakerToggle } from './SpeakerToggle'
import { ChatSessionProvider } from './session'
import { chatMessage } from './testing'

const server = startMockServer()
const REPLY = 'Start by finding a common denominator.'

/** An <audio> that plays at once and ends when the test says so. */
class FakeAudio {
  static played: FakeAudio[] = []
  onended: (() => void) | null = null
  onerror: (() => void) | null = null
  constructor(readonly src: string) {}
  play() {
    FakeAudio.played.push(this)
    return Promise.resolve()
  }
  pause() {}
  removeAttribute() {}
}

class FakeMediaRecorder {
  static isTypeSupported = () => true
  state = 'inactive'
  mimeType = 'audio/webm'
  ondataavailable: ((event: { data: Blob }) => void) | null = null
  onstop: (() => void) | null = null
  start() {
    this.state = 'recording'
  }
  stop() {
    this.state = 'inactive'
    this.ondataavailable?.({ data: new Blob(['spoken'], { type: 'audio/webm' }) })
    this.onstop?.()
  }
}
const track = { readyState: 'live', stop: vi.fn() }

beforeEach(() => {
  sessionStorage.clear()
  setSessionUser(sessionUser({ user_role_id: 1 }))
  FakeAudio.played = []
  vi.stubGlobal('Audio', FakeAudio)
  server.use(
    http.get('*/api/v1/chat', () => HttpResponse.json({ items: [], total_count: 0, page: 1, size: 20 })),
  )
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function renderCoach() {
  render(
    <QueryProvider>
      <ChatSessionProvider kind="student">
        <SpeakerToggle />
        <ComposerSlotsContext.Provider value={{ mic: <MicButton /> }}>
          <ChatView />
        </ComposerSlotsContext.Provider>
      </ChatSessionProvider>
    </QueryProvider>,
  )
}

const replyStream = () =>
  new HttpResponse(
    [
      sse('message', { message: chatMessage({ id: 11, from_user: true, text: 'Help with 1/2 + 1/3' }) }),
      sse('message', { message: chatMessage({ id: 12, text: REPLY }) }),
      sse('done', { thread_id: 't-1', message_id: 12, title: null, answered_by: 'model' }),
    ].join(''),
    { headers: { 'content-type': 'text/event-stream' } },
  )

describe('spoken replies and the microphone', () => {
  it('reads each complete reply aloud once spoken replies are on, after a speaker test the first time', async () => {
    const spoken: { id: string; text: string }[] = []
    server.use(
      http.post('*/api/v1/chat/stream', () => replyStream()),
      http.post('*/api/v1/chat/:id/speech', async ({ params, request }) => {
        spoken.push({ id: String(params.id), ...((await request.json()) as { text: string }) })
        return HttpResponse.json({ audio_url: '/files/speech/abc.mp3', content_type: 'audio/mpeg' })
      }),
    )
    const made = new Map<string, Blob>()
    const revoked: string[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test/${made.size + 1}`
      made.set(url, blob as Blob)
      return url
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url))
    renderCoach()
    const toggle = screen.getByRole('button', { name: 'Read replies aloud' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(toggle)
    // The first time this session: a short sound, so the child knows the speaker works.
    await waitFor(() => expect(FakeAudio.played).toHaveLength(1))
    // A blob: address: the page's Content-Security-Policy (media-src 'self' blob:) refuses data: sounds.
    const testClip = FakeAudio.played[0].src
    expect(testClip).toMatch(/^blob:/)
    expect(made.get(testClip)?.type).toBe('audio/wav')
    FakeAudio.played[0].onended?.()
    await waitFor(() => expect(sessionStorage.getItem('coach.speakerTested')).toBe('true'))
    expect(revoked).toEqual([testClip])

    const box = (await screen.findByRole('textbox', { name: 'Message to the coach' })) as HTMLTextAreaElement
    // The box waits for the conversation to load (what is typed before would be lost).
    await waitFor(() => expect(box.disabled).toBe(false))
    fireEvent.change(box, { target: { value: 'Help with 1/2 + 1/3' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    // After the speaker test comes the 600 ms pause between spoken replies (real time here).
    await waitFor(() => expect(FakeAudio.played).toHaveLength(2), { timeout: 4000 })
    expect(spoken).toEqual([{ id: '12', text: REPLY }])
    expect(FakeAudio.played[1].src).toBe('/files/speech/abc.mp3')
    expect(screen.getByText('Reading aloud…')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Read replies aloud' }))
    await waitFor(() => expect(screen.queryByText('Reading aloud…')).toBeNull())
  })

  it('records a spoken question as webm and puts the words in the message box', async () => {
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder)
    const stream = { getTracks: () => [track], getAudioTracks: () => [track] }
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: async () => stream } })
    const uploads: File[] = []
    server.use(
      http.post('*/api/v1/chat/speech', async ({ request }) => {
        uploads.push((await request.formData()).get('chat_speech') as File)
        return HttpResponse.json({ text: 'what is a prime number', duration_seconds: 2 })
      }),
    )
    renderCoach()
    const box = (await screen.findByRole('textbox', { name: 'Message to the coach' })) as HTMLTextAreaElement
    fireEvent.change(box, { target: { value: 'Please tell me' } })
    fireEvent.click(screen.getByRole('button', { name: 'Speak your message' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Stop and turn into text' }))
    await waitFor(() => expect(box.value).toBe('Please tell me what is a prime number'))
    expect(uploads).toHaveLength(1)
    expect(uploads[0].name).toMatch(/^\d+\.webm$/)
    expect(uploads[0].type).toBe('audio/webm')
    expect(track.stop).toHaveBeenCalled()
  })

  it('says so kindly when the server cannot turn speech into text', async () => {
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder)
    const stream = { getTracks: () => [track], getAudioTracks: () => [track] }
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: async () => stream } })
    server.use(
      http.post('*/api/v1/chat/speech', () =>
        HttpResponse.json(
          { message: 'Speaking to the coach is not set up here: please type your question.' },
          { status: 501 },
        ),
      ),
    )
    renderCoach()
    fireEvent.click(await screen.findByRole('button', { name: 'Speak your message' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Stop and turn into text' }))
    expect(await screen.findByText(/please type your question/)).toBeTruthy()
  })
})
