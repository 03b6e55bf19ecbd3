import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/** `npm run bench:reader`: the same server and browser as the e2e suite, one worker, bench/ only. */
const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: /.*\.bench\.ts$/,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: join(here, 'test-results/bench.json') }]],
});
