import { mkdirSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, normalize } from 'node:path'

/** Files users upload, kept on local disk and served under /uploads. */
export interface Storage {
  /** Where the bytes live: served from disk, or streamed from the bucket (storage/serve.ts). */
  readonly kind: 'disk' | 's3'
  put(key: string, data: Buffer): Promise<string>
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
}
