import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * Server test files share their worker's modules (`isolate: false` in vitest.config.ts), so none may replace a
 * module with `vi.mock` or stub globals: the change would reach the files run after it in that worker.
 */
describe('server test files', () => {
  it('mock no module and stub no global', () => {
    const files = readdirSync('server', { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.test\.tsx?$/.test(f))
      .map((f) => `server/${f}`)
    expect(files.length).toBeGreaterThan(100)
    const leaking = files.filter((file) =>
      /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(file, 'utf8')),
    )
    expect(leaking).toEqual([])
  })
})
