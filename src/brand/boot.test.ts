// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://starlight.example.com/login" }

import { describe, expect, it } from 'vitest'
import { bootBrand } from './boot'

describe('bootBrand', () => {
  it("replaces index.html's Lantern title and description with the branding's own", () => {
    document.head.innerHTML =
      '<title>Lantern: learn with an AI coach</title><meta name="description" content="Lantern helps children">'
    bootBrand()
    expect(document.title).toBe('Starlight Learning')
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content')
    expect(description).toContain('Starlight helps children')
    expect(description).not.toMatch(/lantern/i)
  })
})
