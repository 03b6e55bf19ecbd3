import { mkdtempSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the real built app: the server (Fastify + embedded PostgreSQL + demo
 * seed) serves apps/web/dist on port 3100 with a fresh data directory for every run.
 *
 * `run-e2e.mjs` prepares PAGEBIRD_E2E_DATA_DIR / PAGEBIRD_E2E_PG_PORT and cleans up afterwards;
 * when Playwright is started directly, this config makes its own temp dir. The values are stored
 * in process.env so Playwright's worker processes (which re-read this file) see the same ones.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(here, '..');

const E2E_PORT = Number(process.env.PAGEBIRD_E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${E2E_PORT}`;

if (!process.env.PAGEBIRD_E2E_DATA_DIR) {
  const dir = mkdtempSync(join(tmpdir(), 'pagebird-e2e-'));
  // Embedded PostgreSQL runs as the `postgres` user when started as root: it must reach the dir.
  chmodSync(dir, 0o755);
  process.env.PAGEBIRD_E2E_DATA_DIR = dir;
}
process.env.PAGEBIRD_E2E_PG_PORT ??= '55433';
// e2e always uses its own embedded database, so runs never share state with a DATABASE_URL.
delete process.env.DATABASE_URL;

/** The spec of the `kids-world` project (see `projects`). */
const KIDS_WORLD = /kids-world\.spec\.ts$/;

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const workers = Math.max(1, Math.min(2, Number(process.env.PAGEBIRD_E2E_WORKERS ?? 2)));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // On CI one retry: a test that fails and then passes is reported as flaky by name (npm test
  // prints `FLAKY:` lines and the CI summary repeats them), never silently (decision 029).
  retries: process.env.CI ? 1 : 0,
  workers,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PAGEBIRD_E2E_JSON ?? join(here, 'test-results/results.json') },
    ],
  ],
  use: {
    baseURL: BASE_URL,
    // Pages run without their decorative loops (the app honours prefers-reduced-motion): endless
    // CSS animations kept two headless Chromiums busy painting and slowed every check on a 2-core
    // machine. PAGEBIRD_E2E_MOTION=1 runs with motion.
    reducedMotion: process.env.PAGEBIRD_E2E_MOTION ? 'no-preference' : 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-quic',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The kids' world must-show chain needs Leo and Mia fresh (no badge, level or gems yet):
    // it runs first, alone, and every other spec waits for it (`--no-deps` skips it).
    {
      name: 'kids-world',
      testMatch: KIDS_WORLD,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'chromium',
      testIgnore: KIDS_WORLD,
      dependencies: ['kids-world'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: 'npm run start -w @pagebird/server',
    cwd: repoRoot,
    url: `${BASE_URL}/api/health`,
    // First start initialises PostgreSQL, migrates and seeds the demo catalogue.
    timeout: 240_000,
    // Only for local iterations against a server you started yourself (same port).
    reuseExistingServer: !!process.env.PAGEBIRD_E2E_REUSE,
    stdout: process.env.PAGEBIRD_E2E_SERVER_LOG ? 'pipe' : 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: process.env.PAGEBIRD_E2E_DATA_DIR,
      EMBEDDED_PG_PORT: process.env.PAGEBIRD_E2E_PG_PORT,
      WEB_DIST: process.env.PAGEBIRD_E2E_WEB_DIST ?? join(repoRoot, 'apps/web/dist'),
      // The app as deployed behind a CDN that sets the visitor's country (territory tests).
      COUNTRY_HEADER: 'x-country',
    },
  },
});
