/**
 * Compiles the server into dist-server/ (`npm run build`): what `npm start` and production run with plain
 * `node`, without tsx or any other dev dependency (issue 11, item 6). Running from source under tsx costs a
 * production instance ~75 MB more resident memory (the loader, the transformed sources and their source maps)
 * and two wrapper processes.
 *
 * Our own code is bundled; packages stay in node_modules (they load their own files, PGlite its WebAssembly).
 * Every module that is started on its own (a worker thread, a child process, the database CLI) is an entry of its
 * own, flat beside main.mjs (and so are the shared chunks), where server/lib/module-runner.ts looks for it. Files read at run time beside the
 * code (the migrations, the common-password list) are copied where the bundled code looks for them.
 */
import { cpSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const DEFAULT_OUT = join(root, 'dist-server')

const entries = [
  'server/main.ts',
  'server/db/cli.ts',
  'server/db/pglite-worker.ts',
  'server/db/pglite-initdb.ts',
]

/**
 * Compiles the server into `out` (inside this repository, so its packages resolve from node_modules); answers
 * the path of main.mjs.
 */
export async function buildServer(out = DEFAULT_OUT): Promise<string> {
  rmSync(out, { recursive: true, force: true })
  await build({
    absWorkingDir: root,
    entryPoints: entries,
    outdir: out,
    entryNames: '[name]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Readable output and a source map beside it: `NODE_OPTIONS=--enable-source-maps` for TypeScript lines.
    sourcemap: true,
    splitting: true,
    // Chunks flat beside the entries too: code in a chunk finds its siblings relative to its own file.
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
  })
  cpSync(join(root, 'server/db/migrations'), join(out, 'migrations'), { recursive: true })
  cpSync(join(root, 'server/modules/auth/common-passwords.txt'), join(out, 'common-passwords.txt'))
  return join(out, 'main.mjs')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer()
  console.log(`Server compiled into ${DEFAULT_OUT} (start it with: node dist-server/main.mjs)`)
}
