// Spec §4: a failed dynamic page load reloads the target path. After a deploy, old chunk names 404 until
// the page is fetched again; the flag stops a loop when the reload does not help.
export const CHUNK_RELOAD_FLAG = 'lantern:chunk-reload'

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
]

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  if (error.name === 'ChunkLoadError') return true
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message))
}

type ReloadDeps = { storage?: Pick<Storage, 'getItem' | 'setItem'>; assign?: (url: string) => void }

/** Reloads `target` unless this tab already did so for it; true when a reload was started. */
export function reloadOnce(target: string, deps: ReloadDeps = {}): boolean {
  const storage = deps.storage ?? sessionStorage
  const assign = deps.assign ?? ((url: string) => window.location.assign(url))
  try {
    if (storage.getItem(CHUNK_RELOAD_FLAG) === target) return false
    storage.setItem(CHUNK_RELOAD_FLAG, target)
  } catch {
    // Without storage there is no loop guard, so do not reload at all.
    return false
  }
  assign(target)
  return true
}

/** Called once a page has loaded cleanly: the next chunk failure may reload again. */
export function clearChunkReload(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  try {
    storage.removeItem(CHUNK_RELOAD_FLAG)
  } catch {
    // Nothing to clear without storage.
  }
}
