// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../../api/queryClient'
import { setSessionUser } from '../../../auth/session'
import { sessionUser } from '../../../test/fixtures'
import { chatFlag, flagHandlers } from '../../../test/handlers-coach-staff'
import { renderPage } from '../../../test/router'
import { startMockServer } from '../../../test/server'
import { FlagsPanel } from './FlagsPanel'

const server = startMockServer()
beforeEach(() => setSessionUser(sessionUser({ user_role_id: 6 })))
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

const EMPTY = 'Nothing to look at. The coach tells you here if your child says something worrying.'
const renderChildPanel = () =>
  renderPage(
    () => <FlagsPanel scope={{ kind: 'child', childId: 31 }} description="Ava’s messages" empty={EMPTY} />,
    { path: '/academy/child/31/manage' },
  )
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement

describe('the list of flagged messages', () => {
  it('names each category in plain words, with its severity, the message and the coach’s reply', async () => {
    const { handlers, queries } = flagHandlers([
      chatFlag(2, {
        category: 'self_harm',
        severity: 3,
        message: { text: 'I want to hurt myself.', created_at: '2026-11-24T03:00:00.000Z' },
        reply: 'I am really glad you told me. Please talk to a grown-up you trust right now.',
      }),
      chatFlag(1),
    ])
    server.use(...handlers)
    await renderChildPanel()

    const serious = await waitFor(() => rowOf('I want to hurt myself.'))
    expect(within(serious).getByText('Talked about hurting themselves')).toBeTruthy()
    expect(within(serious).getByText('Serious')).toBeTruthy()
    expect(
      within(serious).getByText(
        'I am really glad you told me. Please talk to a grown-up you trust right now.',
      ),
    ).toBeTruthy()
    const bullying = rowOf('Some kids at school keep calling me names.')
    expect(within(bullying).getByText('Mentioned bullying')).toBeTruthy()
    expect(within(bullying).getByText('Minor')).toBeTruthy()
    // The raw category names never reach a parent.
    expect(screen.queryByText(/^(self_harm|bullying)$/)).toBeNull()
    expect(queries).toEqual([{ reviewed: 'all', page: '1', size: '10', student_id: '31' }])
  })

  it('marks a message as looked at through PATCH and shows it looked at without a reload', async () => {
    const { handlers, reviews } = flagHandlers([chatFlag(5)])
    server.use(...handlers)
    await renderChildPanel()
    const row = await waitFor(() => rowOf('Some kids at school keep calling me names.'))

    fireEvent.click(within(row).getByRole('button', { name: 'Mark as looked at' }))

    await within(row).findByText(/^Looked at /)
    expect(reviews).toEqual([{ id: 5, reviewed: true }])
    expect(within(row).queryByRole('button', { name: 'Mark as looked at' })).toBeNull()
    expect(within(row).getByRole('button', { name: 'Mark as not looked at' })).toBeTruthy()
  })

  it('says so when the server will not save the review', async () => {
    // The list shows a flag that the server's PATCH no longer finds, so it answers 404.
    const [listing] = flagHandlers([chatFlag(9)]).handlers
    const [, reviewing] = flagHandlers([]).handlers
    server.use(listing, reviewing)
    await renderChildPanel()
    const row = await waitFor(() => rowOf('Some kids at school keep calling me names.'))
    fireEvent.click(within(row).getByRole('button', { name: 'Mark as looked at' }))
    expect((await within(row).findByRole('alert')).textContent).toBe(
      'Not saved. There is no such flagged message.',
    )
  })

  it('says there is nothing to look at when the coach flagged nothing', async () => {
    server.use(...flagHandlers([]).handlers)
    await renderChildPanel()
    expect(await screen.findByText(EMPTY)).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('shows one student’s flags out of a class’s', async () => {
    const ben = { id: 32, first_name: 'Ben', last_name: 'Ong' }
    const { handlers, queries } = flagHandlers(
      [
        chatFlag(1),
        chatFlag(2, {
          student: ben,
          message: { text: 'Ben’s message', created_at: '2026-11-24T02:00:00.000Z' },
        }),
      ],
      '/api/v1/classes/4/chat-flags',
    )
    server.use(...handlers)
    await renderPage(
      () => (
        <FlagsPanel scope={{ kind: 'class', classId: 4 }} studentId={31} description="Ava" empty="Nothing." />
      ),
      { path: '/teacher/students/31/class/4/reports' },
    )
    expect(await screen.findByText('Some kids at school keep calling me names.')).toBeTruthy()
    expect(screen.queryByText('Ben’s message')).toBeNull()
    expect(queries).toEqual([{ reviewed: 'all', page: '1', size: '100' }])
  })
})
