// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type {
  AcademySubscription,
  ParentChild,
  ParentSummary,
  SubjectAccess,
} from '../../../../../api/admin-subscriptions'
import { ApiError } from '../../../../../api/errors'
import { queryClient } from '../../../../../api/queryClient'
import { setSessionUser } from '../../../../../auth/session'
import { sessionUser } from '../../../../../test/fixtures'
import { renderPage } from '../../../../../test/router'
import { startMockServer } from '../../../../../test/server'
import { today } from './AcademySubscriptionsTab'
import { LoadError } from './LoadError'
import { SubscriptionAdminPage } from './SubscriptionAdminPage'

const server = startMockServer()
beforeEach(() => setSessionUser(sessionUser({ user_role_id: 3 })))
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

const parent = (id: number, first_name: string, last_name: string, children_count = 2): ParentSummary => ({
  id,
  first_name,
  last_name,
  username: null,
  email: `${first_name.toLowerCase()}@example.com`,
  user_role_id: 6,
  is_active: true,
  children_count,
})
const subject = (
  subject_id: number,
  subject_name: string,
  over: Partial<SubjectAccess> = {},
): SubjectAccess => ({
  child_id: 31,
  subject_id,
  subject_name,
  access: 'inactive',
  stripe_subscription_id: null,
  updated_at: null,
  ...over,
})
const ava: ParentChild = {
  id: 31,
  first_name: 'Ava',
  last_name: 'Tan',
  username: 'ava',
  email: null,
  user_role_id: 1,
  is_active: true,
  academic_level_id: 5,
  class_ids: [],
  has_parent: true,
  subjects: [
    subject(1, 'Maths', { access: 'stripe', stripe_subscription_id: 'sub_123' }),
    subject(2, 'Science'),
  ],
}

/** Serves parents (filtered by `search` like the server), children, and the level names. */
function serveParents(all: ParentSummary[]) {
  const queries: Record<string, string>[] = []
  server.use(
    http.get('*/api/v1/admin/parents', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams)
      queries.push(query)
      const term = (query.search ?? '').toLowerCase()
      const items = all.filter((p) => `${p.first_name} ${p.last_name}`.toLowerCase().includes(term))
      return HttpResponse.json({ items, total_count: items.length, page: 1, size: 20 })
    }),
    http.get('*/api/v1/admin/parents/:id/children', () => HttpResponse.json({ children: [ava] })),
    http.get('*/api/v1/courses', () => HttpResponse.json({ courses: [] })),
  )
  return queries
}

const open = () => renderPage(() => <SubscriptionAdminPage />, { path: '/admin/subscription' })

describe('parents and their children’s subject access', () => {
  it('finds a parent, opens their children and activates a locked subject', async () => {
    const queries = serveParents([parent(7, 'Pat', 'Lim'), parent(8, 'Mei', 'Wong', 1)])
    let activated = ''
    server.use(
      http.patch(
        '*/api/v1/admin/parents/:id/children/:childId/subjects/:subjectId/activate',
        ({ params }) => {
          activated = `${params.id}/${params.childId}/${params.subjectId}`
          return HttpResponse.json(
            subject(2, 'Science', { access: 'active', updated_at: '2026-11-24T06:00:00Z' }),
          )
        },
      ),
    )
    await open()
    const table = await screen.findByRole('region', { name: 'Parents' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Parent', 'Email', 'Children'])
    fireEvent.change(screen.getByLabelText(/Search parents/), { target: { value: 'pat' } })
    await waitFor(() => expect(within(table).queryByText('Mei Wong')).toBeNull())
    expect(queries.at(-1)).toEqual({ page: '1', size: '20', search: 'pat' })

    fireEvent.click(within(table).getByRole('button', { name: 'Pat Lim' }))
    const children = await screen.findByRole('region', { name: 'Pat Lim’s children' })
    const maths = (await within(children).findByText('Maths')).closest('li') as HTMLElement
    expect(maths.textContent).toContain('Card subscription sub_123')
    const science = within(children).getByText('Science').closest('li') as HTMLElement
    expect(science.textContent).toContain('Locked')

    fireEvent.click(within(science).getByRole('button', { name: 'Activate Science for Ava' }))
    await waitFor(() => expect(science.textContent).toContain('Open (a grant, code, class or school)'))
    expect(activated).toBe('7/31/2')
    expect(within(science).getByRole('status').textContent).toBe('Science is now open for Ava.')
    expect(within(science).getByRole('button', { name: 'Deactivate Science for Ava' })).toBeTruthy()
  })

  it('shows why a subject could not be activated', async () => {
    serveParents([parent(7, 'Pat', 'Lim')])
    const reason = "There is no Science course for Ava's school level. Set the child's level first."
    server.use(
      http.patch('*/api/v1/admin/parents/:id/children/:childId/subjects/:subjectId/activate', () =>
        HttpResponse.json({ message: reason, code: 'not_found' }, { status: 404 }),
      ),
    )
    await open()
    fireEvent.click(await screen.findByRole('button', { name: 'Pat Lim' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Activate Science for Ava' }))
    expect((await screen.findByRole('alert')).textContent).toBe(reason)
    const science = screen.getByText('Science').closest('li') as HTMLElement
    expect(science.textContent).toContain('Locked')
  })

  it('asks before deactivating and says when another source keeps the subject open', async () => {
    serveParents([parent(7, 'Pat', 'Lim')])
    server.use(
      http.get('*/api/v1/admin/parents/:id/children', () =>
        HttpResponse.json({
          children: [{ ...ava, subjects: [subject(2, 'Science', { access: 'active' })] }],
        }),
      ),
      http.patch('*/api/v1/admin/parents/:id/children/:childId/subjects/:subjectId/deactivate', () =>
        HttpResponse.json(subject(2, 'Science', { access: 'active' })),
      ),
    )
    await open()
    fireEvent.click(await screen.findByRole('button', { name: 'Pat Lim' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Science for Ava' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Science for Ava?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate Science' }))
    const note = await screen.findByText(/still opens Science through a code, class or school/)
    expect(note.getAttribute('role')).toBe('status')
  })

  it('checks the subscription id, then shows the server’s 409 under the field', async () => {
    serveParents([parent(7, 'Pat', 'Lim')])
    const sent: unknown[] = []
    server.use(
      http.post(
        '*/api/v1/admin/parents/:id/children/:childId/subjects/:subjectId/stripe',
        async ({ request }) => {
          sent.push(await request.json())
          return HttpResponse.json(
            {
              message: 'This card subscription belongs to another family. Nothing was changed.',
              code: 'conflict',
            },
            { status: 409 },
          )
        },
      ),
    )
    await open()
    fireEvent.click(await screen.findByRole('button', { name: 'Pat Lim' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Tie Science for Ava to a card subscription' }))
    const dialog = await screen.findByRole('dialog', { name: 'Tie Science for Ava to a card subscription' })
    const field = within(dialog).getByLabelText(/Card subscription id/)
    fireEvent.change(field, { target: { value: 'cus_42' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tie subscription' }))
    await within(dialog).findByText(/Use a card subscription id/)
    expect(sent).toEqual([])

    fireEvent.change(field, { target: { value: 'sub_other' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tie subscription' }))
    await within(dialog).findByText('This card subscription belongs to another family. Nothing was changed.')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(sent).toEqual([{ stripe_subscription_id: 'sub_other' }])
  })

  it('ties a subject to a card subscription and shows the server’s reply', async () => {
    serveParents([parent(7, 'Pat', 'Lim')])
    server.use(
      http.post('*/api/v1/admin/parents/:id/children/:childId/subjects/:subjectId/stripe', () =>
        HttpResponse.json(subject(2, 'Science', { access: 'stripe', stripe_subscription_id: 'sub_456' })),
      ),
      http.get('*/api/v1/admin/aiacademy-subscriptions', () => HttpResponse.json({ subscriptions: [] })),
    )
    await open()
    fireEvent.click(await screen.findByRole('button', { name: 'Pat Lim' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Tie Science for Ava to a card subscription' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText(/Card subscription id/), {
      target: { value: ' sub_456 ' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tie subscription' }))
    const science = (await screen.findByText('Science is now paid by sub_456.')).closest('li') as HTMLElement
    expect(science.textContent).toContain('Card subscription sub_456')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('pages through the parents', async () => {
    const pages: string[] = []
    server.use(
      http.get('*/api/v1/admin/parents', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'))
        pages.push(String(page))
        const items = [parent(page * 100, `Parent${page}`, 'Lim')]
        return HttpResponse.json({ items, total_count: 45, page, size: 20 })
      }),
    )
    await open()
    const pager = await screen.findByRole('navigation', { name: 'Pages of parents' })
    expect(pager.textContent).toContain('Page 1 of 3 (45 parents)')
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('button', { name: 'Parent2 Lim' })).toBeTruthy()
    expect(pages).toEqual(['1', '2'])
    expect(pager.textContent).toContain('Page 2 of 3')
  })

  it('says when no parent matches', async () => {
    serveParents([])
    await open()
    expect(await screen.findByText('There are no parent accounts yet.')).toBeTruthy()
  })
})

const academySub = (over: Partial<AcademySubscription> = {}): AcademySubscription => ({
  subscription_id: 'sub_777',
  student_id: 32,
  course_ids: [4],
  price_ids: ['lantern_p4_maths_month'],
  status: 'active',
  cancel_at_period_end: true,
  current_period_end: '2026-12-24T06:00:00.000Z',
  interval: 'month',
  parent: { id: 7, first_name: 'Pat', last_name: 'Lim', email: 'pat@example.com' },
  student: { id: 32, first_name: 'Ben', last_name: 'Lim' },
  subject_names: ['Maths'],
  created_at: '2026-11-24T06:00:00.000Z',
  ...over,
})

describe('academy subscriptions', () => {
  function serveAcademy(subscriptions: AcademySubscription[]) {
    serveParents([parent(7, 'Pat', 'Lim')])
    const queries: Record<string, string>[] = []
    server.use(
      http.get('*/api/v1/admin/aiacademy-subscriptions', ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams))
        return HttpResponse.json({ subscriptions })
      }),
    )
    return queries
  }

  it('lists subscriptions started up to today', async () => {
    const queries = serveAcademy([academySub()])
    await open()
    fireEvent.click(await screen.findByRole('tab', { name: 'Academy subscriptions' }))
    const table = await screen.findByRole('region', { name: 'Academy subscriptions' })
    expect(queries).toEqual([{ to_date: today() }])
    const cells = within(table)
      .getAllByRole('cell')
      .map((td) => td.textContent)
    expect(cells.slice(0, 4)).toEqual(['Pat Limpat@example.com', 'Ben Lim', 'Maths', 'Active'])
    expect(cells[5]).toBe('Yes')
    expect(cells[6]).toContain('sub_777')
  })

  it('keeps the chosen parent when going back to the Parents tab', async () => {
    serveAcademy([])
    await open()
    fireEvent.click(await screen.findByRole('button', { name: 'Pat Lim' }))
    await screen.findByRole('region', { name: 'Pat Lim’s children' })
    fireEvent.click(screen.getByRole('tab', { name: 'Academy subscriptions' }))
    await screen.findByText('No card subscription was started up to this day.')
    fireEvent.click(screen.getByRole('tab', { name: 'Parents' }))
    expect(await screen.findByRole('region', { name: 'Pat Lim’s children' })).toBeTruthy()
  })

  it('says so when none was started', async () => {
    serveAcademy([])
    await open()
    fireEvent.click(await screen.findByRole('tab', { name: 'Academy subscriptions' }))
    expect(await screen.findByText('No card subscription was started up to this day.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})

describe('when the page cannot load', () => {
  it('shows the server’s reason and tries again', async () => {
    const reset = vi.fn()
    const error = new ApiError(403, 'Only administrators can see parents.')
    await renderPage(() => <LoadError error={error} reset={reset} />, { path: '/admin/subscription' })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('The parents could not be loaded')
    expect(alert.textContent).toContain('Only administrators can see parents.')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(reset).toHaveBeenCalled()
  })
})
