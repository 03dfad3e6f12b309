// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import type { ServerInferResponseBody } from '@ts-rest/core'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { sessionLogsContract } from '../../../../contracts/session-logs'
import { queryClient } from '../../../api/queryClient'
import { setSessionUser } from '../../../auth/session'
import { sessionUser } from '../../../test/fixtures'
import { renderPage } from '../../../test/router'
import { startMockServer } from '../../../test/server'
import { SupportRecording } from './SupportRecording'

type Recording = ServerInferResponseBody<typeof sessionLogsContract.getSessionRecording, 200>

const server = startMockServer()
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

const until = '2026-12-01T07:00:00.000Z'

/** A server that keeps one account's setting, as the real one does; `failPut` makes the next change fail. */
function serveRecording(initial: Partial<Recording> = {}) {
  let setting: Recording = { enabled: false, until: null, records_everyone: false, ...initial }
  const puts: unknown[] = []
  const state = { failPut: false }
  server.use(
    http.get('*/api/v1/session-logs/recording', () => HttpResponse.json(setting)),
    http.put('*/api/v1/session-logs/recording', async ({ request }) => {
      const body = (await request.json()) as { enabled: boolean }
      puts.push(body)
      if (state.failPut)
        return HttpResponse.json({ message: 'Lantern is having trouble right now.' }, { status: 500 })
      setting = { ...setting, enabled: body.enabled, until: body.enabled ? until : null }
      return HttpResponse.json(setting)
    }),
  )
  return { puts, state }
}

const card = () => screen.getByRole('region', { name: 'Help us see what went wrong' })

describe('turning recording on for support', () => {
  it('explains what is recorded, and asks someone signed out to log in first', async () => {
    await renderPage(SupportRecording, { path: '/support' })
    expect(card().textContent).toContain('anything you type, or your answers')
    expect(card().textContent).toContain('7 days')
    expect(within(card()).getByText(/Please log in first/)).toBeTruthy()
    expect(within(card()).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fsupport',
    )
    expect(within(card()).queryByRole('button')).toBeNull()
  })

  it('turns recording on for 7 days, says until when, and turns it off again', async () => {
    setSessionUser(sessionUser())
    const { puts } = serveRecording()
    await renderPage(SupportRecording, { path: '/support' })
    expect(await within(card()).findByText('Recording is off.')).toBeTruthy()
    expect(card().textContent).not.toContain('for testing')

    fireEvent.click(within(card()).getByRole('button', { name: 'Turn on for 7 days' }))
    expect(await within(card()).findByText(/^Recording is on until .+\.$/)).toBeTruthy()
    expect(card().textContent).toContain(new Date(until).getDate().toString())
    expect(puts).toEqual([{ enabled: true }])

    fireEvent.click(within(card()).getByRole('button', { name: 'Turn recording off' }))
    expect(await within(card()).findByText('Recording is off.')).toBeTruthy()
    expect(puts).toEqual([{ enabled: true }, { enabled: false }])
  })

  it('says when a change fails, and keeps the setting as it was', async () => {
    setSessionUser(sessionUser())
    const { state } = serveRecording({ enabled: true, until })
    state.failPut = true
    await renderPage(SupportRecording, { path: '/support' })
    fireEvent.click(await within(card()).findByRole('button', { name: 'Turn recording off' }))
    const alert = await within(card()).findByRole('alert')
    expect(alert.textContent).toContain('We could not turn recording off')
    expect(alert.textContent).toContain('Lantern is having trouble right now.')
    expect(within(card()).getByText(/^Recording is on until/)).toBeTruthy()
  })

  it('says so when this server records everyone anyway', async () => {
    setSessionUser(sessionUser())
    serveRecording({ records_everyone: true })
    await renderPage(SupportRecording, { path: '/support' })
    expect(await within(card()).findByText(/records every visit anyway/)).toBeTruthy()
  })

  it('says when the setting cannot be read, and tries again', async () => {
    setSessionUser(sessionUser())
    server.use(
      http.get('*/api/v1/session-logs/recording', () =>
        HttpResponse.json({ message: 'Too many tries. Please wait a minute.' }, { status: 429 }),
      ),
    )
    await renderPage(SupportRecording, { path: '/support' })
    const alert = await within(card()).findByRole('alert')
    expect(alert.textContent).toContain('We could not check whether recording is on')
    expect(alert.textContent).toContain('Too many tries. Please wait a minute.')

    serveRecording({ enabled: true, until })
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(card()).findByText(/^Recording is on until/)).toBeTruthy()
  })
})
