// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import type { ServerInferResponseBody } from '@ts-rest/core'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { SessionLogFileSchema, type sessionLogsContract } from '../../../../../../contracts/session-logs'
import { type MicrophoneHandle, recorderMachine } from '../../../../../../machines/recorder.machine'
import { queryClient } from '../../../../../api/queryClient'
import { setSessionUser } from '../../../../../auth/session'
import { EventLog } from '../../../../../devtools/event-log'
import { sessionUser } from '../../../../../test/fixtures'
import { renderPage } from '../../../../../test/router'
import { startMockServer } from '../../../../../test/server'
import { SessionLogPage } from './SessionLogPage'

type Log = ServerInferResponseBody<typeof sessionLogsContract.getSessionLog, 200>

const server = startMockServer()
beforeEach(() => setSessionUser(sessionUser({ user_role_id: 4 })))
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
  vi.restoreAllMocks()
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Two spoken answers recorded as the app records them: one stopped and kept, one still recording. */
async function recordTwoAnswers(): Promise<Log> {
  const log = new EventLog()
  log.recording = true
  const handle: MicrophoneHandle = {
    isLive: () => true,
    pause: () => {},
    resume: () => {},
    stop: async () => new Blob(['audio']),
    release: () => {},
  }
  const logic = recorderMachine.provide({
    actors: { requestMicrophone: fromPromise(async () => handle), trackCheck: fromCallback(() => {}) },
  })
  const first = createActor(logic, { input: {}, inspect: (e) => log.observe(e) }).start()
  const second = createActor(logic, { input: {}, inspect: (e) => log.observe(e) }).start()
  first.send({ type: 'recorder.start' })
  second.send({ type: 'recorder.start' })
  await settle()
  first.send({ type: 'recorder.stop' })
  await settle()
  const entries = log.take(100, Number.POSITIVE_INFINITY)
  return {
    id: 12,
    user_id: 31,
    user_name: 'Ava Tan',
    user_role_id: 1,
    visitor: false,
    environment: 'development',
    started_at: log.startedAt.toISOString(),
    updated_at: log.startedAt.toISOString(),
    expires_at: '2026-12-24T02:00:00.000Z',
    entry_count: entries.length,
    actors: ['recorder#1', 'recorder#2'],
    entries,
  }
}

function serveLog(log: Log) {
  server.use(http.get('*/api/v1/admin/session-logs/12', () => HttpResponse.json(log)))
}

const entriesTable = () => screen.getByRole('region', { name: 'Table of entries' })
const rows = () => within(entriesTable()).getAllByRole('row').slice(1)
const openPage = () => renderPage(() => <SessionLogPage id={12} />, { path: '/admin/session-logs/12' })

describe('one recording', () => {
  it('shows its entries, with who sent each event and the state after, one actor or all', async () => {
    const log = await recordTwoAnswers()
    serveLog(log)
    await openPage()
    expect(await screen.findByRole('heading', { name: 'Recording #12' })).toBeTruthy()
    expect(screen.getByText('Ava Tan, Student')).toBeTruthy()
    expect(rows()).toHaveLength(log.entries.length)

    const stop = within(entriesTable()).getByText('recorder.stop').closest('tr') as HTMLElement
    const cells = within(stop)
      .getAllByRole('cell')
      .map((td) => td.textContent)
    expect(cells[0]).toMatch(/^\+\d+\.\d{3} s$/)
    expect(cells.slice(1)).toEqual(['recorder#1', 'recorder.stop', 'app', 'stopping'])
    // The state links to the recorder's chart, opened at that state.
    const chartLink = within(stop).getByRole('link', { name: 'stopping' })
    expect(chartLink.getAttribute('href')).toBe('/admin/flows?machine=recorder&state=stopping')
    const granted = log.entries.find((e) => e.from === 'child')
    expect(granted).toBeDefined()
    expect(within(entriesTable()).getAllByText(`child ${granted?.child}`).length).toBeGreaterThan(0)

    fireEvent.change(screen.getByLabelText('Show the entries of'), { target: { value: 'recorder#2' } })
    expect(rows()).toHaveLength(log.entries.filter((e) => e.actor === 'recorder#2').length)
    expect(rows().every((row) => row.textContent?.includes('recorder#2'))).toBe(true)
  })

  it('replays a consistent recording in the page, ✓ on every step and the same final state', async () => {
    serveLog(await recordTwoAnswers())
    await openPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Check replay' }))
    expect(await screen.findByText(/^✓ Every recorded state was reached/)).toBeTruthy()
    expect(screen.getByText('✓ The replay reached the same final state as the recording.')).toBeTruthy()
    const marks = rows().map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)
    expect(marks.every((mark) => mark === '✓')).toBe(true)
  })

  it('marks the step whose recorded state the replay does not reach, with the problem', async () => {
    const log = await recordTwoAnswers()
    const stop = log.entries.find((e) => e.event.type === 'recorder.stop')
    if (!stop) throw new Error('the recording has no stop')
    stop.value = 'paused'
    serveLog(log)
    await openPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Check replay' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('✗ The replay differs from the recording (1)')
    expect(alert.textContent).toContain(
      `recorder#1 at entry ${stop.seq} (recorder.stop): recorded paused, replayed stopping`,
    )
    expect(screen.getByText('✗ The replay did not reach the same final state as the recording.')).toBeTruthy()
    const row = screen.getByRole('row', { name: `Entry ${stop.seq}` })
    expect(within(row).getAllByRole('cell').at(-1)?.textContent).toBe('✗ recorded paused, replayed stopping')
    // The other actor replayed to its end.
    const second = rows().filter((r) => r.textContent?.includes('recorder#2'))
    expect(second.every((r) => within(r).getAllByRole('cell').at(-1)?.textContent === '✓')).toBe(true)
  })

  it('downloads the recording as the file qa:replay reads, and gives the commands', async () => {
    const log = await recordTwoAnswers()
    serveLog(log)
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:recording'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('session-log-12.json')
    })
    await openPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Download JSON' }))
    expect(clicked).toHaveBeenCalledOnce()
    const file = SessionLogFileSchema.parse(JSON.parse(await blobs[0].text()))
    expect(file.entries).toEqual(log.entries)
    expect(screen.getByText('npm run qa:replay -- --log 12')).toBeTruthy()
    expect(screen.getByText('npm run qa:replay -- --log session-log-12.json')).toBeTruthy()
  })
})
