import { describe, expect, it } from 'vitest'
import { BRANDINGS } from '../../machines/branding'
import { welcomeFor } from './welcome'

const brandings = Object.values(BRANDINGS)

function allText(value: unknown): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(allText).join('\n')
  if (value && typeof value === 'object') return Object.values(value).map(allText).join('\n')
  return ''
}

describe('welcomeFor', () => {
  it.each(brandings)("speaks of $name by its own name and of no other branding's", ({ name }) => {
    const text = allText(welcomeFor(name))
    expect(text).toContain(name)
    // "Lantern Academy" contains "Lantern": only the names that are not part of this one's are foreign.
    const withoutOwnName = text.replaceAll(name, '')
    for (const other of brandings.filter((b) => b.name !== name))
      expect(withoutOwnName, `${name}'s welcome names ${other.name}`).not.toContain(other.name)
  })

  it('no longer says Lantern on the Starlight branding', () => {
    expect(allText(welcomeFor(BRANDINGS.starlight.name))).not.toMatch(/lantern/i)
  })
})
