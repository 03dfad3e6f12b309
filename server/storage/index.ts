import type { Config } from '../config'
import { LocalStorage, type Storage } from './local'

/** Where uploads go: local disk under UPLOADS_DIR (S3-compatible storage is issue 11's next step). */
export function createStorage(config: Config): Storage {
  return new LocalStorage(config.uploadsDir)
}
