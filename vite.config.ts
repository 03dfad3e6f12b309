import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { contract } from './contracts/index'
import { renderRouteTable } from './src/api/routes'

// Fewer, larger chunks on a signed-in page's path (ADR 0068): over HTTP/1.1 a phone opens 6 connections and
// each request pays the network's round trip, and every chunk costs the browser a module record and a preload
// link, so ~100 chunks of a few hundred bytes each cost a slow phone seconds. Groups, highest priority first:
const CHUNK_GROUPS = [
  // What the entry imports statically: one chunk beside the entry instead of fifteen.
  { name: 'boot', tags: ['$initial' as const], priority: 40 },
  // The libraries every signed-in page runs (state machines, queries, the API client, the dialogs).
  {
    name: 'app-libs',
    test: /node_modules[\\/](xstate|@xstate|@tanstack[\\/](query-core|react-query)|@ts-rest|zod|@ark-ui|@zag-js|@floating-ui|@internationalized)[\\/]/,
    priority: 30,
  },
  // The API client, the session and the state machines of the signed-in area. Not the contract: the client
  // needs its routes only (src/api/routes.gen.ts, ADR 0069), and a page that uses a schema takes that file alone.
  {
    name: 'app-core',
    test: /[\\/](src[\\/](api|auth|router)[\\/]|machines[\\/](auth|route-guard|routeGuard|dataState|queryRetry|errors|homes|cart|checkout|musicPlayer|musicPages)\b)/,
    priority: 20,
  },
]

/**
 * Writes src/api/routes.gen.ts, the client's route table, from the contract at every build and dev start (the
 * dev server restarts when a file this config imports changes, so a contract edit rewrites it too).
 */
function apiRouteTable(): Plugin {
  const file = new URL('./src/api/routes.gen.ts', import.meta.url)
  return {
    name: 'lantern-api-route-table',
    buildStart() {
      const source = renderRouteTable(contract)
      if (!existsSync(file) || readFileSync(file, 'utf8') !== source) writeFileSync(file, source)
    },
  }
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3001'

export default defineConfig({
  // The router plugin must run before react() so split route chunks are transformed too.
  plugins: [apiRouteTable(), tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  // `INSPECT=true npm run build` lets a production build open the Stately inspector with ?inspect (ADR 0022).
  define: { 'import.meta.env.INSPECT': JSON.stringify(process.env.INSPECT === 'true') },
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/dev': apiTarget, '/uploads': apiTarget },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
})
