import { type ChildProcess, spawn } from 'node:child_process'

// `npm run dev`: the API (restarting on change) on 3001 and Vite with hot reload on 3000, proxying /api to it.
const apiPort = process.env.API_PORT ?? '3001'
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, APP_URL: process.env.APP_URL ?? 'http://localhost:3000' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '3000'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://localhost:${apiPort}` },
  }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => code && stop())
