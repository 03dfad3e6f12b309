// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../../../../api/queryClient'
import { setSessionUser } from '../../../../../auth/session'
import { sessionUser } from '../../../../../test/fixtures'
import { renderPage } from '../../../../../test/router'
import { startMockServer } from '../../../../../test/server'
import { SubscriptionsPanel } from './SubscriptionsPanel'
import { child, course, product, subscription } from './testing'

const server = startMockServer()
const ava = child(11, 'Ava')
const access = { source: 'subscription' as const, full: true, ends_at: null }

let current = subscription()
const cancels: string[] = []
beforeEach(() => {
  setSessionUser(sessionUser())
  current = subscription()
  cancels.length = 0
  server.use(
    http.get('*/api/v1/subscription', () => HttpResponse.json({ subscriptions: [current] })),
    http.get('*/api/v1/subscription/products', () =>
      HttpResponse.json({
        products: [product(1, 'Maths', true), product(2, 'Science', true), product(3, 'English')],
      }),
    ),
    http.get('*/api/v1/courses/user', () =>
      HttpResponse.json({
        courses: [course(1, 'Maths', access), course(2, 'Science', access), course(3, 'English')],
      }),
    ),
    http.post('*/api/v1/subscription/:id/cancel', ({ params }) => {
      cancels.push(String(params.id))
      current = { ...current, cancel_at_period_end: true }
      return HttpResponse.json(current)
    }),
  )
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

const Panel = () => <SubscriptionsPanel child={ava} />

describe('subjects and subscriptions', () => {
  it('asks before cancelling, saying the day access ends, then shows the plan as ending', async () => {
    await renderPage(Panel, { path: '/academy/child/11/manage' })
    expect(await screen.findByText('Renews on 24 Dec 2026 · S$58.00 a month')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this subscription?' })
    expect(within(dialog).getByText(/Ava keeps Maths and Science until/).textContent).toContain('24 Dec 2026')
    expect(cancels).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }))
    await waitFor(() => expect(cancels).toEqual(['sub_local_1']))
    expect(await screen.findByText('Cancelled: access ends on 24 Dec 2026')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy()
  })

  it('closing the dialog changes nothing', async () => {
    await renderPage(Panel, { path: '/academy/child/11/manage' })
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }))
    const dialog = await screen.findByRole('alertdialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep things as they are' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(cancels).toEqual([])
  })

  it('shows the prorated price before adding a course', async () => {
    const added: string[] = []
    server.use(
      http.get('*/api/v1/subscription/:id/products/:productId/preview', () =>
        HttpResponse.json({
          amount_cents: 1450,
          currency: 'SGD',
          proration_date: new Date().toISOString(),
          period_end: '2026-12-24T08:00:00.000Z',
        }),
      ),
      http.post('*/api/v1/subscription/:id/products/:productId', ({ params, request }) => {
        added.push(`${params.productId} ${new URL(request.url).searchParams.has('proration_date')}`)
        return HttpResponse.json(current)
      }),
    )
    await renderPage(Panel, { path: '/academy/child/11/manage' })
    fireEvent.click(await screen.findByRole('button', { name: '+ English' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Add English for Ava?' })
    const pay = await within(dialog).findByRole('button', { name: 'Add and pay S$14.50' })
    fireEvent.click(pay)
    await waitFor(() => expect(added).toEqual(['lantern_p5_english_month true']))
  })
})
