import { defineConfig } from 'vitest/config'

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
          setupFiles: ['tests/strict-pg.ts'],
          // The files share their worker's modules (each still opens its own app and database copy): importing
          // the whole app again for every file was over half of the suite's time. No server test may mock a
          // module, which would leak into the files after it (tests/isolation.test.ts checks).
          isolate: false,
        },
      },
      {
        extends: true,
        // The app's files keep modules of their own: they drive module singletons (the auth and cart actors) whose
        // state and creation order would carry from one file to the next.
        test: { name: 'app', include: ['**/*.test.{ts,tsx}'], exclude: ['server/**'] },
      },
    ],
  },
})
