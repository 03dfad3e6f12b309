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
        },
      },
      {
        extends: true,
        test: { name: 'app', include: ['**/*.test.{ts,tsx}'], exclude: ['server/**'] },
      },
    ],
  },
})
