import { describe, expect, it } from 'vitest'
import { documentTitle, pageTitleFor } from './wire'

describe('page titles', () => {
  it("names the site in a page's title as the branding calls itself", () => {
    const matches = [{ staticData: {} }, { staticData: { title: (name: string) => `${name} Lite` } }]
    expect(documentTitle(pageTitleFor(matches, 'Starlight'), 'Starlight Learning')).toBe(
      'Starlight Lite · Starlight Learning',
    )
  })

  it('keeps plain titles and says when a page was not found', () => {
    expect(pageTitleFor([{ staticData: { title: 'Library' } }], 'Starlight')).toBe('Library')
    expect(pageTitleFor([{ status: 'notFound' }], 'Starlight')).toBe('Page not found')
    expect(pageTitleFor([{}], 'Starlight')).toBeUndefined()
  })
})
