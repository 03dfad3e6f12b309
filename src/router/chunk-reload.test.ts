import { describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_FLAG, clearChunkReload, isChunkLoadError, reloadOnce } from './chunk-reload'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

describe('chunk load errors', () => {
  it('recognises the messages browsers give for a missing page module', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/login-abc.js')),
    ).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })

  it('reloads the target path once, then stops so a broken deploy cannot loop', () => {
    const storage = memoryStorage()
    const assign = vi.fn()
    expect(reloadOnce('/student/library?x=1', { storage, assign })).toBe(true)
    expect(assign).toHaveBeenCalledWith('/student/library?x=1')
    expect(storage.getItem(CHUNK_RELOAD_FLAG)).toBe('/student/library?x=1')

    expect(reloadOnce('/student/library?x=1', { storage, assign })).toBe(false)
    expect(assign).toHaveBeenCalledTimes(1)

    // Another page may reload once too.
    expect(reloadOnce('/welcome', { storage, assign })).toBe(true)
    expect(assign).toHaveBeenCalledTimes(2)
  })

  it('allows a new reload after a page loaded cleanly', () => {
    const storage = memoryStorage()
    const assign = vi.fn()
    reloadOnce('/login', { storage, assign })
    clearChunkReload(storage)
    expect(reloadOnce('/login', { storage, assign })).toBe(true)
    expect(assign).toHaveBeenCalledTimes(2)
  })

  it('does not reload when storage is unavailable, as nothing could stop a loop', () => {
    const assign = vi.fn()
    const storage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {},
    }
    expect(reloadOnce('/login', { storage, assign })).toBe(false)
    expect(assign).not.toHaveBeenCalled()
  })
})
