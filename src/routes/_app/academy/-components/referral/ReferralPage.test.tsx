// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../../../../api/queryClient'
import { setSessionUser } from '../../../../../auth/session'
import { sessionUser } from '../../../../../test/fixtures'
import { renderPage } from '../../../../../test/router'
import { startMockServer } from '../../../../../test/server'
import { ReferralPage } from './ReferralPage'

const server = startMockServer()
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

const OWN = {
  referral_code: '7KQ3-M2XP',
  quota: 5,
  used: 2,
  remaining: 3,
  share_url: 'http://localhost/academy/signup?ref=7KQ3-M2XP',
  reward: 'When a family you invite starts their first subscription, you both get a month free.',
}

describe('the referral page', () => {
  beforeEach(() => setSessionUser(sessionUser({ id: 9, user_role_id: 6 })))

  it("shows a parent's code, the places left and who joined, by first name and initial", async () => {
    server.use(
      http.get('*/api/v1/users/referral', () => HttpResponse.json(OWN)),
      http.get('*/api/v1/users/referral/redeemers', () =>
        HttpResponse.json({
          redeemers: [
            {
              id: 3,
              first_name: 'Nia',
              last_initial: 'T',
              status: 'rewarded',
              redeemed_at: '2026-11-02T02:00:00Z',
            },
          ],
        }),
      ),
      http.get('*/api/v1/users/referral/referred-quota', () =>
        HttpResponse.json({ owner: null, redemption: null }),
      ),
    )
    await renderPage(ReferralPage, { path: '/academy/referral' })
    expect(await screen.findByText('7KQ3-M2XP')).toBeTruthy()
    expect(screen.getByText('2 of 5 families have joined with it; 3 places are left.')).toBeTruthy()
    expect(await screen.findByText('Subscribed: you both got a month free')).toBeTruthy()
    expect(screen.getByText(/Nia T\./)).toBeTruthy()
  })

  it("says in the field what is wrong with a friend's code, and shows whose code the family joined with", async () => {
    let joined = false
    server.use(
      http.get('*/api/v1/users/referral', () => HttpResponse.json(OWN)),
      http.get('*/api/v1/users/referral/redeemers', () => HttpResponse.json({ redeemers: [] })),
      http.get('*/api/v1/users/referral/referred-quota', () =>
        HttpResponse.json(
          joined
            ? {
                owner: { id: 2, first_name: 'Pat', last_initial: 'F' },
                redemption: { referral_code: 'AAAA-BBBB', status: 'pending', redeemed_at: null },
              }
            : { owner: null, redemption: null },
        ),
      ),
      http.patch('*/api/v1/users/referral/redemption-status', async ({ request }) => {
        const { referral_code } = (await request.json()) as { referral_code: string }
        if (referral_code === '7KQ3-M2XP')
          return HttpResponse.json(
            { message: 'This is your own code. Share it with a friend instead.' },
            { status: 409 },
          )
        joined = true
        return HttpResponse.json({
          referral_code,
          status: 'pending',
          redeemed_at: null,
          owner: { id: 2, first_name: 'Pat', last_initial: 'F' },
        })
      }),
    )
    await renderPage(ReferralPage, { path: '/academy/referral' })
    expect(
      await screen.findByText(
        'Nobody has joined with your code yet. When a friend does, you will see them here.',
      ),
    ).toBeTruthy()
    const field = await screen.findByLabelText("A friend's code")
    fireEvent.change(field, { target: { value: '7kq3-m2xp' } })
    fireEvent.click(screen.getByRole('button', { name: 'Use this code' }))
    expect(await screen.findByText('This is your own code. Share it with a friend instead.')).toBeTruthy()
    fireEvent.change(field, { target: { value: 'aaaa-bbbb' } })
    fireEvent.click(screen.getByRole('button', { name: 'Use this code' }))
    expect(await screen.findByText("You joined with Pat F.'s code")).toBeTruthy()
    expect(screen.getByText('Your free month starts with your first subscription.')).toBeTruthy()
  })

  it('points a child to a grown-up instead of giving them a code', async () => {
    setSessionUser(sessionUser({ id: 5, user_role_id: 1 }))
    await renderPage(ReferralPage, { path: '/academy/referral' })
    expect(await screen.findByRole('heading', { name: 'Sharing Lantern' })).toBeTruthy()
    expect(screen.queryByText('7KQ3-M2XP')).toBeNull()
  })
})
