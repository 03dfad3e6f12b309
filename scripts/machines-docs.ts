import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { type GeneratedFile, sameContent } from '../machines/graph/docs'

/**
 * Writes the files whose content changed, removes generated files left by machines no longer registered, and
 * returns the paths it wrote.
 */
export function writeGenerated(files: GeneratedFile[], dir: string, isGenerated: (name: string) => boolean) {
  mkdirSync(dir, { recursive: true })
  const wanted = new Set(files.map(({ path }) => path))
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (!wanted.has(path) && isGenerated(name)) {
      rmSync(path)
      console.log(`removed ${path}`)
    }
  }
  const written: string[] = []
  for (const { path, content } of files) {
    const current = existsSync(path) ? readFileSync(path, 'utf8') : null
    if (sameContent(path, current, content)) continue
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, content)
    written.push(path)
    console.log(`wrote ${path}`)
  }
  return written
}
