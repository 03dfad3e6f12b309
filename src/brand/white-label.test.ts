// @vitest-environment happy-dom
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import type { WhiteLabel } from '../../contracts/auth'
import { startMockServer } from '../test/server'
import { getBrand, isWhiteLabelHost, pageTitleOf } from './site'
import { startWhiteLabel } from './white-label'

const server = startMockServer()

afterEach(() => document.documentElement.removeAttribute('style'))

const school: Partial<WhiteLabel> = {
  school_id: 3,
  school_name: 'Rivervale Primary',
  domain_name: 'learn.rivervale.edu.sg',
  page_title: 'Rivervale Learning',
  primary: '#0b5394',
  logo: '/uploads/rivervale/logo.png',
}

describe('white-label domains', () => {
  it('fetches only for hosts that are not built-in brandings or local', () => {
    expect(isWhiteLabelHost('learn.rivervale.edu.sg')).toBe(true)
    expect(isWhiteLabelHost('academy.lantern.sg')).toBe(false)
    expect(isWhiteLabelHost('localhost')).toBe(false)
    expect(isWhiteLabelHost('127.0.0.1')).toBe(false)
  })

  it('applies a school’s colours, logo and title', async () => {
    const domains: unknown[] = []
    server.use(
      http.post('*/api/v1/auth/white-label', async ({ request }) => {
        domains.push(await request.json())
        return HttpResponse.json(school)
      }),
    )
    const actor = startWhiteLabel('learn.rivervale.edu.sg')
    await waitFor(actor, (s) => s.matches('applied'))
    expect(domains).toEqual([{ domain: 'learn.rivervale.edu.sg' }])
    expect(document.documentElement.style.getPropertyValue('--lantern-button-bg')).toBe('#0b5394')
    expect(pageTitleOf(getBrand())).toBe('Rivervale Learning')
  })

  it('keeps the built-in branding when the domain is unknown (404)', async () => {
    server.use(
      http.post('*/api/v1/auth/white-label', () =>
        HttpResponse.json({ message: 'Unknown' }, { status: 404 }),
      ),
    )
    const actor = startWhiteLabel('unknown.example.com')
    await waitFor(actor, (s) => s.matches('builtIn'))
    expect(actor.getSnapshot().context.whiteLabel).toBeNull()
  })
})
