// Sums the gzipped JavaScript needed to render /welcome: the entry chunk with its static imports, plus the
// split route chunks of the layout and the page. Run after `vite build` (build.manifest must be on).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

type Chunk = { file: string; src?: string; imports?: string[]; css?: string[]; isEntry?: boolean }
type Manifest = Record<string, Chunk>

const BUDGET_KB = 150
const DIST = join(import.meta.dirname, '..', 'dist')
const ROUTE_CHUNKS = [
  'src/routes/_public.tsx?tsr-split=component',
  'src/routes/_public/welcome.tsx?tsr-split=component',
]

const manifest: Manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'))

function collect(key: string, seen: Set<string>): void {
  if (seen.has(key)) return
  const chunk = manifest[key]
  if (!chunk) throw new Error(`The manifest has no chunk "${key}"`)
  seen.add(key)
  for (const imported of chunk.imports ?? []) collect(imported, seen)
}

const keys = new Set<string>()
collect('index.html', keys)
for (const route of ROUTE_CHUNKS) {
  if (!manifest[route]) {
    console.error(`check-bundle: no chunk for ${route}; did the route move?`)
    process.exit(2)
  }
  collect(route, keys)
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024
const rows = [...keys].map((key) => ({ file: manifest[key].file, kb: gzipKb(manifest[key].file) }))
rows.sort((a, b) => b.kb - a.kb)
const cssFiles = new Set([...keys].flatMap((key) => manifest[key].css ?? []))
const cssKb = [...cssFiles].reduce((sum, file) => sum + gzipKb(file), 0)
const total = rows.reduce((sum, row) => sum + row.kb, 0)

for (const row of rows) console.log(`${row.kb.toFixed(1).padStart(7)} KB  ${row.file}`)
console.log(
  `/welcome JavaScript: ${total.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB); CSS ${cssKb.toFixed(1)} KB`,
)
if (total > BUDGET_KB) {
  console.error(`Over budget by ${(total - BUDGET_KB).toFixed(1)} KB`)
  process.exit(1)
}
