import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One PostgreSQL for the run (embedded in a temp dir, or DATABASE_URL) with a migrated
    // template database; every test file gets its own copy (src/test/db.ts).
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
