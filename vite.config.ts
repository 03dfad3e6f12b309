import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const apiTarget = process.env.API_URL ?? 'http://localhost:3001'

export default defineConfig({
  // The router plugin must run before react() so split route chunks are transformed too.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
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
  },
})
