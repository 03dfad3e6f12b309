// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MICROPHONE_DENIED } from '../../../machines/recorder.machine'
import { queryClient } from '../../api/queryClient'
import { setSessionUser } from '../../auth/session'
import { sessionUser } from '../../test/fixtures'
import { startMockServer } from '../../test/server'
import { encouragementHandler, question, quizFixture, renderPlayer } from '../testing'

const server = startMockServer()

class FakeMediaRecorder {
  static isTypeSupported = () => true
  state: 'inactive' | 'recording' | 'paused' = 'inactive'
  mimeType = 'audio/webm'
  ondataavailable: ((event: { data: Blob }) => void) | null = null
  onstop: (() => void) | null = null
  start() {
    this.state = 'recording'
  }
  pause() {
    this.state = 'paused'
  }
  resume() {
    this.state = 'recording'
  }
  stop() {
    this.state = 'inactive'
    this.ondataavailable?.({ data: new Blob(['audio'], { type: 'audio/webm' }) })
    this.onstop?.()
  }
}

const track = { readyState: 'live', stop: vi.fn() }
const stream = { getTracks: () => [track], getAudioTracks: () => [track] }
const oralQuiz = quizFixture({
  questions: [question({ id: 21, question_type_id: 5, text: 'Read the passage aloud.', max_score: 4 })],
  evaluations: [],
})

beforeEach(() => {
  setSessionUser(sessionUser({ user_role_id: 1 }))
  server.use(encouragementHandler())
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder)
  URL.createObjectURL = vi.fn(() => 'blob:recording')
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
  vi.unstubAllGlobals()
})

const microphone = (getUserMedia: () => Promise<unknown>) =>
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } })

describe('the recorder of an oral question', () => {
  it('records, pauses, resumes and stops, then sends the webm with the submit', async () => {
    microphone(async () => stream)
    let audio: File | null = null
    server.use(
      http.post('*/api/v1/quiz/7/submit', async ({ request }) => {
        audio = (await request.formData()).get('audio_file') as File
        return new HttpResponse('event: error\ndata: {"message":"Stop here."}\n\n', {
          headers: { 'content-type': 'text/event-stream' },
        })
      }),
    )
    await renderPlayer(oralQuiz)
    fireEvent.click(await screen.findByRole('button', { name: 'Record' }))
    expect(await screen.findByText('Recording…')).toBeTruthy()
    expect(screen.getByRole('timer', { name: 'Time recorded' }).textContent).toBe('0:00')
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    expect(await screen.findByText('Paused')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }))
    expect(await screen.findByText('Your recording is ready. It is sent when you submit.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Record again' })).toBeTruthy()
    expect(track.stop).toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }))
    await waitFor(() => expect(audio).not.toBeNull())
    expect(audio!.name).toMatch(/^\d+\.webm$/)
  })

  it('tells the child kindly when the microphone is not allowed', async () => {
    microphone(async () => {
      throw Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' })
    })
    await renderPlayer(oralQuiz)
    fireEvent.click(await screen.findByRole('button', { name: 'Record' }))
    expect(await screen.findByText(MICROPHONE_DENIED)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
