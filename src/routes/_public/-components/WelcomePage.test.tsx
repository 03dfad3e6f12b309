// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://starlight.example.com/welcome" }

import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderPage } from '../../../test/router'
import { WelcomePage } from './WelcomePage'

afterEach(cleanup)

describe('WelcomePage on the Starlight branding', () => {
  it('names Starlight, and never Lantern, in its welcome text', async () => {
    await renderPage(WelcomePage, { path: '/welcome' })
    expect(screen.getByRole('heading', { name: 'What Starlight does' })).toBeTruthy()
    const text = document.body.textContent ?? ''
    expect(text).toContain('Starlight helps children')
    expect(text).not.toMatch(/lantern/i)
  })
})
