// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../../../../api/queryClient'
import { setSessionUser } from '../../../../../auth/session'
import { sessionUser } from '../../../../../test/fixtures'
import { chatFlag, flagHandlers } from '../../../../../test/handlers-coach-staff'
import { renderPage } from '../../../../../test/router'
import { startMockServer } from '../../../../../test/server'
import { FlaggedTab } from './FlaggedTab'

const server = startMockServer()
beforeEach(() => setSessionUser(sessionUser({ user_role_id: 3 })))
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

describe('the admin’s flagged conversations', () => {
  it('starts with the flags nobody looked at, with whose they were, and filters to the others', async () => {
    const { handlers, queries } = flagHandlers([
      chatFlag(3, { student: null, category: 'injection' }),
      chatFlag(2, { reviewed_at: '2026-11-24T05:00:00.000Z', category: 'profanity' }),
    ])
    server.use(...handlers)
    await renderPage(FlaggedTab, { path: '/admin/chat' })

    const table = await screen.findByRole('region', { name: 'Flagged messages' })
    expect(within(table).getByText('A visitor (not signed in)')).toBeTruthy()
    expect(within(table).getByText('Tried to make the coach break its rules')).toBeTruthy()
    expect(within(table).queryByText('Used rude words')).toBeNull()

    fireEvent.click(screen.getByRole('radio', { name: 'Looked at' }))
    await waitFor(() => expect(screen.getByText('Used rude words')).toBeTruthy())
    expect(screen.getByText('Ava Tan')).toBeTruthy()
    expect(queries.map((q) => q.reviewed)).toEqual(['false', 'true'])
  })

  it('pages through older flags, twenty at a time', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      chatFlag(100 - i, { message: { text: `Message ${100 - i}`, created_at: '2026-11-24T02:00:00.000Z' } }),
    )
    const { handlers, queries } = flagHandlers(many)
    server.use(...handlers)
    await renderPage(FlaggedTab, { path: '/admin/chat' })
    const pager = await screen.findByRole('navigation', { name: 'Pages of flagged messages' })
    expect(pager.textContent).toContain('Page 1 of 2 (25 messages)')
    fireEvent.click(within(pager).getByRole('button', { name: 'Older' }))
    await screen.findByText('Message 76')
    expect(screen.queryByText('Message 100')).toBeNull()
    expect(queries.at(-1)).toEqual({ reviewed: 'false', page: '2', size: '20' })
  })

  it('says so when every flag has been looked at', async () => {
    server.use(...flagHandlers([]).handlers)
    await renderPage(FlaggedTab, { path: '/admin/chat' })
    expect(await screen.findByText('Every flagged message has been looked at.')).toBeTruthy()
  })
})
