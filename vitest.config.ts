import { defineConfig } from 'vitest/config'

/** Test files that mock a module: each runs with modules of its own (see the projects below). */
export const MOCKING_TEST_FILES = [
  'src/routes/_app/admin/-components/flows/FlowsPage.test.tsx',
  'src/routes/_app/academy/-components/pay/CardForm.test.tsx',
]

export default defineConfig({
  test: {
    exclude: ['node_modules/**', 'dist/**', 'e2e/**', 'styled-system/**', 'data/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Both cores: the default leaves one idle on a 2-core machine, and the suite is mostly waiting on databases.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.{ts,tsx}'],
          // The migrated, seeded database every server test file copies (ADR 0021); a project of its own so
          // runs without server tests do not build it.
          globalSetup: ['tests/global-setup.ts'],
          // The files share their worker's modules (each still opens its own app and database copy): importing
          // the whole app again for every file was over half of the suite's time. Nothing in server tests
          // mocks a module, so nothing leaks from one file to the next through them.
          isolate: false,
        },
      },
      {
        extends: true,
        // The app's files share their worker's modules too (a third of the time), all but those that replace a
        // module with `vi.mock`, which would leak into the files after them (tests/isolation.test.ts holds the list).
        test: {
          name: 'app',
          include: ['**/*.test.{ts,tsx}'],
          exclude: ['server/**', ...MOCKING_TEST_FILES],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'app-isolated', include: MOCKING_TEST_FILES },
      },
    ],
  },
})
