import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './tests/chromium'

const PORT = Number(process.env.E2E_PORT ?? 3100)
// Separate data and build folders let two checkouts' browser runs share one machine.
const DATA_DIR = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data'
// The compiled server, as `npm start` runs it (`npm run test:e2e` builds it); E2E_SERVER=source runs the
// TypeScript under tsx instead, for a quick run without building the server again.
const SERVER = process.env.E2E_SERVER === 'source' ? 'tsx server/main.ts' : 'node dist-server/main.mjs'
export const baseURL = `http://localhost:${PORT}`

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_EXECUTABLE,
          args: [
            ...CHROMIUM_ARGS,
            // A fake microphone that needs no permission prompt: QA paths record oral answers.
            '--use-fake-device-for-media-stream',
            '--use-fake-ui-for-media-stream',
            // Branding and white-label hosts (academy.lantern.test, …) resolve to this machine.
            '--host-resolver-rules=MAP *.lantern.test 127.0.0.1',
          ],
        },
      },
    },
  ],
  webServer: {
    // A fresh embedded database with demo data for every run.
    command: `rm -rf ${DATA_DIR} && ${SERVER}`,
    url: `${baseURL}/api/v1/openapi.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      NODE_ENV: 'test',
      DATA_DIR,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      APP_URL: baseURL,
      AUTH_RATE_LIMIT_PER_MINUTE: '300',
    },
  },
})
