import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MOCKING_TEST_FILES } from '../vitest.config'

/**
 * Test files share their worker's modules (`isolate: false`, vitest.config.ts), so a file that replaces a module
 * with `vi.mock` must run apart, or the mock would reach the files run after it in that worker.
 */
describe('test files that mock a module', () => {
  it('are exactly the ones that run with modules of their own', () => {
    const files = ['src', 'server', 'machines', 'contracts', 'scripts', 'tests', 'bench'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.test\.tsx?$/.test(f))
        .map((f) => `${dir}/${f}`),
    )
    const mocking = files.filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')))
    expect(mocking.filter((f) => f !== 'tests/isolation.test.ts').sort()).toEqual(
      [...MOCKING_TEST_FILES].sort(),
    )
  })
})
