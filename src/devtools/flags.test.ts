import { describe, expect, it } from 'vitest'
import { type DevtoolsInputs, devtoolsSettings } from './flags'

const page = (inputs: Partial<DevtoolsInputs>): DevtoolsInputs => ({
  mode: 'production',
  inspectBuild: false,
  search: '',
  remembered: null,
  environment: 'production',
  ...inputs,
})
const inspector = (inputs: Partial<DevtoolsInputs>) => devtoolsSettings(page(inputs)).inspector

describe('when the devtools run', () => {
  it('opens the inspector under npm run dev unless ?inspect=off, elsewhere only with ?inspect', () => {
    expect(inspector({ mode: 'development' })).toBe(true)
    expect(inspector({ mode: 'development', search: '?inspect=off' })).toBe(false)
    expect(inspector({ mode: 'test' })).toBe(false)
    expect(inspector({ mode: 'test', search: '?inspect' })).toBe(true)
    expect(inspector({ mode: 'test', remembered: 'on' })).toBe(true)
  })

  it('never opens it in a production build unless it was built with INSPECT=true', () => {
    expect(inspector({ search: '?inspect' })).toBe(false)
    expect(inspector({ search: '?inspect=1', inspectBuild: true })).toBe(true)
    expect(inspector({ inspectBuild: true })).toBe(false)
    expect(devtoolsSettings(page({ search: '?inspect=off' })).remember).toBe('off')
  })

  it('records every session on development and test servers, and by consent on production', () => {
    expect(devtoolsSettings(page({ environment: 'development' })).recording).toBe('always')
    expect(devtoolsSettings(page({ environment: 'test' })).recording).toBe('always')
    expect(devtoolsSettings(page({ environment: 'production', mode: 'development' })).recording).toBe(
      'consent',
    )
  })
})
