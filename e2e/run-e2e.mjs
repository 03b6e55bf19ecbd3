#!/usr/bin/env node
// The e2e package's `test` script: runs Playwright against the built app with Debian's Chromium.
// Without Chromium it prints one skip line and succeeds (CI installs it with apt-get first).
// Extra arguments go to `playwright test` (e.g. `npm run test -w @pagebird/e2e -- tests/api.spec.ts`).
import { spawn } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (!executable(chromium)) {
  console.log('skipped: no Chromium found (install with: apt-get install -y chromium)');
  process.exit(0);
}

// A build of one's own (PAGEBIRD_E2E_WEB_DIST) is served when given, else apps/web/dist.
const webDist = process.env.PAGEBIRD_E2E_WEB_DIST || join(here, '..', 'apps', 'web', 'dist');
if (!existsSync(join(webDist, 'index.html'))) {
  console.error(
    `e2e: no web build in ${webDist}; run "npm run build" first (npm run test:e2e does)`,
  );
  process.exit(1);
}

/** First port from `start` that can be bound on the loopback interface. */
async function freePort(start) {
  for (let port = start; port < start + 200; port++) {
    const ok = await new Promise((res) => {
      const srv = createServer();
      srv.once('error', () => res(false));
      srv.listen({ port, host: '127.0.0.1', exclusive: true }, () => srv.close(() => res(true)));
    });
    if (ok) return port;
  }
  throw new Error(`no free port from ${start}`);
}

/** Run Playwright; resolves to its exit code. */
function runPlaywright(env) {
  const require = createRequire(import.meta.url);
  const cli = require.resolve('@playwright/test/cli');
  const child = spawn(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
    cwd: here,
    env,
    stdio: 'inherit',
  });
  const forward = (sig) => () => child.kill(sig);
  process.on('SIGINT', forward('SIGINT'));
  process.on('SIGTERM', forward('SIGTERM'));
  return new Promise((res) => {
    child.on('exit', (c, signal) => res(c ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(err);
      res(1);
    });
  });
}

/** Stop the embedded PostgreSQL of this run if the server left it behind (by its own pid). */
async function stopLeftoverPostgres(dataDir) {
  const pidFile = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  // Give the server's own shutdown a moment to finish first.
  for (let i = 0; i < 50 && alive(); i++) await new Promise((r) => setTimeout(r, 100));
  if (!alive()) return;
  console.error(`e2e: embedded PostgreSQL (pid ${pid}) still running; stopping it`);
  process.kill(pid, 'SIGINT'); // fast shutdown
  for (let i = 0; i < 100 && alive(); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive()) process.kill(pid, 'SIGKILL');
}

const started = Date.now();
const dataDir = mkdtempSync(join(tmpdir(), 'pagebird-e2e-'));
let code;
try {
  // Embedded PostgreSQL runs as the `postgres` user when started as root: it must reach the dir.
  chmodSync(dataDir, 0o755);
  const pgPort = process.env.PAGEBIRD_E2E_PG_PORT || String(await freePort(55433));
  // The server serves a private copy of the build: a rebuild during the run (another terminal,
  // a watcher) can neither empty the directory under the browser nor change the published
  // version, which would sign every user out (spec §4 "Version check").
  const webCopy = join(dataDir, 'web-dist');
  cpSync(webDist, webCopy, { recursive: true });

  const env = {
    ...process.env,
    CHROMIUM_PATH: chromium,
    PAGEBIRD_E2E_DATA_DIR: dataDir,
    PAGEBIRD_E2E_PG_PORT: pgPort,
    PAGEBIRD_E2E_WEB_DIST: webCopy,
  };
  // e2e always uses its own embedded database.
  delete env.DATABASE_URL;
  code = await runPlaywright(env);
} catch (err) {
  console.error('e2e:', err);
  code = 1;
} finally {
  try {
    await stopLeftoverPostgres(dataDir);
  } catch (err) {
    console.error('e2e: could not check for a leftover PostgreSQL:', err.message);
  }
  if (!process.env.PAGEBIRD_E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  else console.log(`e2e: data kept in ${dataDir}`);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`e2e: playwright finished with code ${code} in ${seconds} s`);
process.exit(code);
