// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AdminReward, AdminTheme } from '../../../../../api/admin-rewards'
import { queryClient } from '../../../../../api/queryClient'
import { setSessionUser } from '../../../../../auth/session'
import { sessionUser } from '../../../../../test/fixtures'
import { renderPage } from '../../../../../test/router'
import { startMockServer } from '../../../../../test/server'
import { RewardsAdminPage } from './RewardsAdminPage'
import { svgToDataUrl } from './svg'

const server = startMockServer()
beforeEach(() => setSessionUser(sessionUser({ user_role_id: 3 })))
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

const art = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'
const reward = (id: number, name: string, over: Partial<AdminReward> = {}): AdminReward => ({
  id,
  name,
  subject_id: null,
  image: `${art}#${id}`,
  alt: `The ${name} picture`,
  rule: { kind: 'worksheets', count: 1 },
  position: 0,
  how_to_earn: 'Finish your first worksheet.',
  earned_count: 0,
  retired: false,
  ...over,
})
const firstSteps = reward(1, 'First steps', { earned_count: 3 })
const bookworm = reward(2, 'Bookworm', {
  rule: { kind: 'worksheets', count: 10 },
  how_to_earn: 'Finish 10 different worksheets.',
})
const nightSky: AdminTheme = {
  id: 5,
  name: 'Night sky',
  description: 'Stars, moons and lanterns.',
  position: 0,
  collectibles: [reward(40, 'Moon', { earned_count: 1 })],
}

function serve(badges: AdminReward[], themes: AdminTheme[] = [nightSky]) {
  const sent: { method: string; url: string; body: unknown }[] = []
  const record = async (request: Request) => {
    const body = request.method === 'DELETE' ? null : await request.json()
    sent.push({ method: request.method, url: new URL(request.url).pathname, body })
    return body as Record<string, unknown>
  }
  server.use(
    http.get('*/api/v1/admin/badges', () => HttpResponse.json({ badges })),
    http.get('*/api/v1/admin/collectible-themes', () => HttpResponse.json({ themes })),
    http.get('*/api/v1/courses', () =>
      HttpResponse.json({
        courses: [
          { subject_id: 1, subject_name: 'Maths' },
          { subject_id: 2, subject_name: 'Science' },
        ],
      }),
    ),
    http.post('*/api/v1/admin/badges', async ({ request }) => {
      const body = await record(request)
      return HttpResponse.json(reward(9, String(body.name)), { status: 201 })
    }),
    http.patch('*/api/v1/admin/badges/:id', async ({ request, params }) => {
      const body = await record(request)
      const old = badges.find((b) => b.id === Number(params.id)) ?? bookworm
      return HttpResponse.json({ ...old, retired: Boolean(body.retired) })
    }),
    http.delete('*/api/v1/admin/badges/:id', async ({ request }) => {
      await record(request)
      return HttpResponse.json({ ok: true, message: 'Badge deleted.' })
    }),
  )
  return sent
}

const open = () => renderPage(() => <RewardsAdminPage />, { path: '/admin/rewards' })

describe('the rewards admin page', () => {
  it('lists badges with what earns them and who has them; only unearned ones can be deleted', async () => {
    serve([firstSteps, bookworm])
    await open()
    const table = await screen.findByRole('region', { name: 'Table of badges' })
    expect(within(table).getByText('Finish 10 different worksheets.')).toBeTruthy()
    expect(within(table).getByText('3 children')).toBeTruthy()
    expect(within(table).queryByRole('button', { name: 'Delete First steps' })).toBeNull()
    expect(within(table).getByRole('button', { name: 'Delete Bookworm' })).toBeTruthy()
  })

  it('says what is wrong in the form before saving, then adds the badge', async () => {
    const sent = serve([bookworm])
    await open()
    fireEvent.click(await screen.findByRole('button', { name: 'Add a badge' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add badge' }))
    expect(await within(dialog).findByText('Enter a name.')).toBeTruthy()
    expect(
      within(dialog).getByText('Describe the picture for children who use a screen reader.'),
    ).toBeTruthy()
    expect(sent).toEqual([])

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Maths month' } })
    fireEvent.change(within(dialog).getByLabelText(/^Describe the picture/), {
      target: { value: 'A gold star with a plus sign' },
    })
    fireEvent.change(within(dialog).getByLabelText(/^What earns it/), { target: { value: 'subject_days' } })
    fireEvent.change(within(dialog).getByLabelText(/^How many days/), { target: { value: '30' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add badge' }))
    expect(await screen.findByText('Added the badge “Maths month”.')).toBeTruthy()
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/v1/admin/badges',
        body: {
          name: 'Maths month',
          image: bookworm.image,
          alt: 'A gold star with a plus sign',
          subject_id: null,
          rule: { kind: 'subject_days', days: 30, subject_id: null },
          position: 0,
        },
      },
    ])
  })

  it('asks before retiring, saying the children who earned it keep it', async () => {
    const sent = serve([firstSteps])
    await open()
    fireEvent.click(await screen.findByRole('button', { name: 'Retire First steps' }))
    const question = await screen.findByRole('alertdialog')
    expect(question.textContent).toContain('3 children have earned it. They keep it')
    fireEvent.click(within(question).getByRole('button', { name: 'Retire badge' }))
    expect(await screen.findByText(/Retired the badge “First steps”: nobody can earn it now/)).toBeTruthy()
    expect(sent).toEqual([{ method: 'PATCH', url: '/api/v1/admin/badges/1', body: { retired: true } }])
  })

  it('shows the server’s refusal in the question and keeps it open', async () => {
    serve([bookworm])
    server.use(
      http.delete('*/api/v1/admin/badges/:id', () =>
        HttpResponse.json(
          { message: '1 child has already earned this badge, and they keep what they earn.' },
          { status: 409 },
        ),
      ),
    )
    await open()
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Bookworm' }))
    const question = await screen.findByRole('alertdialog')
    expect(question.textContent).toContain('No child has earned it yet')
    fireEvent.click(within(question).getByRole('button', { name: 'Delete badge' }))
    await waitFor(() => expect(question.textContent).toContain('they keep what they earn'))
    expect(screen.getByRole('alertdialog')).toBeTruthy()
  })

  it('shows the sticker book by theme, and says when there are no badges', async () => {
    serve([])
    await open()
    expect(await screen.findByText(/No badges yet/)).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Sticker book' }))
    const theme = await screen.findByRole('region', { name: 'Night sky' })
    expect(within(theme).getByText(/Children have collected stickers from this theme/)).toBeTruthy()
    expect(within(theme).queryByRole('button', { name: 'Delete theme' })).toBeNull()
  })

  it('says when the list did not load, with a way to try again', async () => {
    serve([])
    server.use(
      http.get('*/api/v1/admin/badges', () =>
        HttpResponse.json({ message: 'Only administrators can see badges.' }, { status: 403 }),
      ),
    )
    await open()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The badges did not load')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})

describe('an uploaded SVG', () => {
  it('becomes a data URL, unless it runs a script, links elsewhere or is too large', () => {
    expect(svgToDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>')).toEqual({
      url: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%3E%3Ccircle%20r%3D%224%22%2F%3E%3C%2Fsvg%3E',
    })
    expect(svgToDataUrl('<svg><script>alert(1)</script></svg>')).toHaveProperty('error')
    expect(svgToDataUrl('<svg onload="x()"></svg>')).toHaveProperty('error')
    expect(svgToDataUrl('<svg><image href="https://example.com/a.png"/></svg>')).toHaveProperty('error')
    expect(svgToDataUrl('<svg><use href="#a"/></svg>')).toHaveProperty('url')
    expect(svgToDataUrl('a picture')).toEqual({
      error: 'This file is not an SVG picture. Choose a .svg file.',
    })
    expect(svgToDataUrl(`<svg>${'<path d="M0 0"/>'.repeat(800)}</svg>`)).toHaveProperty('error')
  })
})
