import type { Config } from '../config'
import { LocalStorage, type Storage } from './local'

/**
 * Where uploads go: an S3-compatible bucket when S3_BUCKET is set (ADR 0043), else local disk under UPLOADS_DIR.
 * The AWS SDK (~25 MB resident) is loaded only when a bucket is configured.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (!config.s3) return new LocalStorage(config.uploadsDir)
  const { S3Storage } = await import('./s3')
  return new S3Storage(config.s3)
}
