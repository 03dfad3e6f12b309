import { mkdirSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, normalize } from 'node:path'

/** Files users upload, kept on local disk and served under /uploads. */
export interface Storage {
  /** Where the bytes live: served from disk, or streamed from the bucket (storage/serve.ts). */
  readonly kind: 'disk' | 's3'
  put(key: string, data: Buffer): Promise<string>
  /** The bytes of an upload by its public path (`/uploads/…`), or null when there is none (a Word export's pictures). */
  get(path: string): Promise<Buffer | null>
}

/** The storage key of a public upload path, or null for a path that is not an upload. */
export function keyOfUpload(path: string): string | null {
  if (!path.startsWith('/uploads/')) return null
  const key = decodeURIComponent(path.slice('/uploads/'.length))
  return key && !key.split('/').includes('..') ? key : null
}

export class LocalStorage implements Storage {
  readonly kind = 'disk'
  constructor(readonly root: string) {
    mkdirSync(root, { recursive: true })
  }

  /** Stores the bytes under `key` and answers the public URL. */
  async put(key: string, data: Buffer): Promise<string> {
    const safe = normalize(key).replace(/^(\.\.[/\\])+/, '')
    const path = join(this.root, safe)
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, data)
    return `/uploads/${safe.split('\\').join('/')}`
  }

  async get(path: string): Promise<Buffer | null> {
    const key = keyOfUpload(path)
    if (!key) return null
    return readFile(join(this.root, normalize(key))).catch(() => null)
  }
}
