#!/usr/bin/env node
/**
 * Lighthouse on the landing page, browse, a book's details and the reader
 * (`npm run bench:lighthouse`, also run by `npm run bench`).
 *
 * 1. Builds the web app into a temporary directory (or uses BENCH_WEB_DIST as it is).
 * 2. Starts the real server (apps/server/src/main.ts, production mode) on a temporary DATA_DIR
 *    with its bundled PostgreSQL and the demo data (accounts and library), serving that build.
 *    Checks that `/` is the landing page drawn at build time (landing.html, brotli) and that a
 *    deep link gets the empty shell.
 * 3. Signs in over the API as the demo parent, picks the demo child (BENCH_LH_CHILD, default Mia)
 *    and opens the demo book (BENCH_LH_BOOK, default PB-0004, a picture book) once, so that the
 *    measured reader loads earn nothing and show no celebration.
 * 4. Runs Lighthouse 12 (performance only) with the system's Chromium (CHROME_PATH, default
 *    /usr/bin/chromium) on each page (BENCH_LH_PAGES: landing,browse,book-details,reader) with
 *    the desktop and the mobile profile, BENCH_LH_RUNS times each, and reports the median run of
 *    each (score and the core metrics). The signed-in pages start with the child's session in
 *    localStorage (where apps/web keeps it), put there through the DevTools protocol on a
 *    same-origin JSON URL before Lighthouse loads the page (`disableStorageReset`: a fresh
 *    Chromium profile per run, so the HTTP cache is still cold). The app sends signed-in phones
 *    to /desktop-usage (spec §6), so the signed-in pages' mobile runs keep the Moto G Power
 *    screen, network and CPU throttling but send Lighthouse's desktop user agent.
 * 5. Prints a table with PASS/FAIL against the targets (≥ 95 desktop, ≥ 90 mobile) and writes
 *    bench/results/lighthouse.json (BENCH_LH_RESULTS to write elsewhere).
 *
 * Exits 0 when the measurement ran (a missed target is a result, not an error), 1 when the run
 * itself broke. See docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as lhConstants from 'lighthouse/core/config/constants.js';
import { makeTempDir, pickFreePort, startServer, tail, waitForPidExit } from './lib/server.mjs';
import os from 'node:os';
import { machineBusyOver, postmasterPid } from './lib/cpu.mjs';
import {
  LIGHTHOUSE_TARGETS,
  diagnoseRun,
  markdownRows,
  medianRun,
  selectPages,
  summariseRun,
  verdict,
} from './lib/lighthouse-report.mjs';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(BENCH_DIR, '..');
const RESULTS_FILE = process.env.BENCH_LH_RESULTS?.trim()
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.BENCH_LH_RESULTS.trim())
  : path.join(BENCH_DIR, 'results', 'lighthouse.json');
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3) || 3);
const CHROME_PATH = process.env.CHROME_PATH?.trim() || '/usr/bin/chromium';
const HTTP_PORTS = process.env.BENCH_PORT ? [Number(process.env.BENCH_PORT)] : [3076, 3077, 3078];
const PG_PORTS = process.env.BENCH_PG_PORT
  ? [Number(process.env.BENCH_PG_PORT)]
  : [55494, 55495, 55496];

const PAGES = selectPages(process.env.BENCH_LH_PAGES);
const CHILD = process.env.BENCH_LH_CHILD?.trim() || 'Mia';
const BOOK = process.env.BENCH_LH_BOOK?.trim() || 'PB-0004';
const DEMO_PARENT = { email: 'parent@example.com', password: 'parent-demo-1' };
/** BENCH_LH_REPORTS=<dir>: keep every run's full Lighthouse JSON there. */
const REPORTS_DIR = process.env.BENCH_LH_REPORTS?.trim()
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.BENCH_LH_REPORTS.trim())
  : null;

const QUIET_WAIT_MS = Math.max(0, Number(process.env.BENCH_QUIET_WAIT ?? 120) || 0) * 1000;
const QUIET_BUSY = 0.25;

const say = (s) => process.stdout.write(`${s}\n`);

/**
 * Lighthouse's simulated throttling scales the main-thread time it observes: on a shared
 * machine other programs inflate it. Wait (at most BENCH_QUIET_WAIT seconds per run, default
 * 120) until the CPU is at most 25 % busy; the busy share seen is recorded with each run.
 */
async function waitForQuiet() {
  const deadline = Date.now() + QUIET_WAIT_MS;
  let busy = await machineBusyOver(1000);
  while (busy !== null && busy > QUIET_BUSY && Date.now() < deadline) {
    busy = await machineBusyOver(2000);
  }
  return busy;
}

/**
 * Every built script and stylesheet must go out as brotli to a client that accepts it (the
 * build writes `.br` copies; the server sends them). Returns the files that did not.
 */
async function checkBrotli(baseUrl, webDist) {
  const assets = fs
    .readdirSync(path.join(webDist, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => `/assets/${f}`);
  const failed = [];
  for (const url of assets) {
    const res = await fetch(baseUrl + url, { headers: { 'accept-encoding': 'br' } });
    await res.arrayBuffer();
    if (res.headers.get('content-encoding') !== 'br') failed.push(url);
  }
  return { checked: assets.length, failed };
}
/**
 * `/` must arrive drawn (landing.html, made at build time) and brotli-compressed; a deep link
 * must get the empty shell, never the landing page.
 */
async function checkLanding(baseUrl) {
  const home = await fetch(`${baseUrl}/`, {
    headers: { accept: 'text/html', 'accept-encoding': 'br' },
  });
  const homeHtml = await home.text();
  const deep = await fetch(`${baseUrl}/browse`, {
    headers: { accept: 'text/html', 'accept-encoding': 'br' },
  });
  const deepHtml = await deep.text();
  return {
    homePrerendered: homeHtml.includes('data-prerendered="home"'),
    homeEncoding: home.headers.get('content-encoding'),
    deepLinkShell: deep.ok && !deepHtml.includes('data-prerendered'),
  };
}

const cleanups = [];
/** The Chromium of the Lighthouse run under way (stopped too when the bench is interrupted). */
let currentChrome = null;
async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (e) {
      process.stderr.write(`cleanup: ${e.message}\n`);
    }
  }
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, async () => {
    say(`\n${sig}: stopping the server and cleaning up…`);
    await currentChrome?.kill();
    await cleanUp();
    process.exit(130);
  });
}

/** A JSON API call to the bench server; throws with the answer's text unless 2xx. */
async function api(baseUrl, method, urlPath, { token, body } = {}) {
  const res = await fetch(baseUrl + urlPath, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${urlPath}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/**
 * The demo child's session (parent sign-in, then the child's profile, as e2e's apiChildSession
 * does), the demo book's id, and one open of that book so that the measured reader loads are
 * not its first open (a first open earns rewards, celebrated over the book).
 */
async function childSessionAndBook(baseUrl) {
  const parent = await api(baseUrl, 'POST', '/api/login', { body: DEMO_PARENT });
  const profiles = await api(baseUrl, 'GET', '/api/profile/list', { token: parent.token });
  const child = profiles.find((p) => p.name.toLowerCase() === CHILD.toLowerCase());
  if (!child) throw new Error(`No demo child ${CHILD} among ${profiles.map((p) => p.name)}`);
  const session = await api(baseUrl, 'POST', `/api/profile/${child.id}`, { token: parent.token });
  const eob = await api(
    baseUrl,
    'GET',
    `/api/end-of-book?bookIdNumber=${encodeURIComponent(BOOK)}&deviceType=DESKTOP`,
    { token: session.token },
  );
  const bookId = eob.book.id;
  await api(baseUrl, 'POST', '/api/activities/log/opened-book', {
    token: session.token,
    body: { bookId, bookSessionId: crypto.randomUUID() },
  });
  return { session, bookId, bookTitle: eob.book.title ?? null };
}

/**
 * apps/web's session keys (lib/storage.ts, as e2e/support/session.ts writes them): JSON-encoded
 * values under `pb.*`.
 */
function sessionEntries({ token, user }) {
  const entries = [
    ['pb.userToken', token],
    ['pb.authenticated', true],
    ['pb.role', user.role],
    ['pb.email', user.email ?? null],
    ['pb.profile', user],
    ['pb.classId', user.classroom?.id ?? null],
  ];
  return entries
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => [k, JSON.stringify(v)]);
}

/** A minimal DevTools protocol client on one page target of the Chromium on `port`. */
async function cdpPage(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const target = targets.find((t) => t.type === 'page');
  if (!target) throw new Error('Chromium has no page target');
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error('DevTools connection failed'));
  });
  let lastId = 0;
  const pending = new Map();
  ws.onmessage = (e) => {
    const msg = JSON.parse(e.data);
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (msg.error) p.reject(new Error(msg.error.message));
    else p.resolve(msg.result);
  };
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = ++lastId;
        pending.set(id, { resolve, reject });
        ws.send(JSON.stringify({ id, method, params }));
      }),
    close: () => ws.close(),
  };
}

/**
 * Puts the session into the origin's localStorage from a same-origin page that loads none of
 * the app (`/version.json`), so the HTTP cache stays cold for the measured load.
 */
async function putSession(port, baseUrl, session) {
  const cdp = await cdpPage(port);
  try {
    await cdp.send('Page.enable');
    await cdp.send('Page.navigate', { url: `${baseUrl}/version.json` });
    const deadline = Date.now() + 15_000;
    for (;;) {
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: 'location.origin + " " + document.readyState',
        returnByValue: true,
      });
      if (result.value === `${new URL(baseUrl).origin} complete`) break;
      if (Date.now() > deadline) throw new Error(`The session page did not load (${result.value})`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const entries = sessionEntries(session);
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
      expression: `(() => { const e = ${JSON.stringify(entries)}; for (const [k, v] of e) localStorage.setItem(k, v); return localStorage.length; })()`,
      returnByValue: true,
    });
    if (exceptionDetails || result.value < entries.length)
      throw new Error(`localStorage not written: ${exceptionDetails?.text ?? result.value}`);
    await cdp.send('Page.navigate', { url: 'about:blank' });
  } finally {
    cdp.close();
  }
}

/** One Lighthouse run; a run that broke (e.g. NO_NAVSTART on a loaded machine) is tried again once. */
async function runLighthouse(target, profile) {
  try {
    return await runLighthouseOnce(target, profile);
  } catch (e) {
    say(`  ${profile} run failed (${e.message}); trying again`);
    return runLighthouseOnce(target, profile);
  }
}

async function runLighthouseOnce({ baseUrl, path: pagePath, session }, profile) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  currentChrome = chrome;
  try {
    if (session) await putSession(chrome.port, baseUrl, session);
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(session
        ? {
            // Keep the session just written (a fresh profile: nothing else is stored or cached).
            disableStorageReset: true,
            // Signed-in phones get /desktop-usage (spec §6): mobile throttling, desktop agent.
            ...(profile === 'mobile' ? { emulatedUserAgent: lhConstants.userAgents.desktop } : {}),
          }
        : {}),
    };
    const result = await lighthouse(
      baseUrl + pagePath,
      flags,
      profile === 'desktop' ? desktopConfig : undefined,
    );
    if (!result?.lhr) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    const shown = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (shown !== pagePath)
      throw new Error(`Lighthouse ended on ${shown}, not ${pagePath} (signed out or redirected?)`);
    return result.lhr;
  } finally {
    currentChrome = null;
    await chrome.kill();
  }
}

async function main() {
  if (!fs.existsSync(CHROME_PATH))
    throw new Error(`No Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
  const tmp = makeTempDir();
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));

  let webDist = process.env.BENCH_WEB_DIST?.trim();
  if (webDist) {
    webDist = path.resolve(process.env.INIT_CWD ?? process.cwd(), webDist);
    say(`Using the web build in ${webDist}`);
  } else {
    webDist = path.join(tmp, 'web-dist');
    say(`Building the web app into ${webDist}…`);
    execFileSync(
      'npx',
      ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: path.join(REPO_ROOT, 'apps', 'web'),
        stdio: 'inherit',
      },
    );
  }
  if (!fs.existsSync(path.join(webDist, 'index.html')))
    throw new Error(`No index.html in ${webDist}`);

  const port = await pickFreePort(HTTP_PORTS);
  const dataDir = path.join(tmp, 'data');
  const logFile = path.join(tmp, 'server.log');
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The demo accounts and library for the signed-in pages (ingesting the library takes a while).
    SEED_DEMO: String(PAGES.some((p) => p.signedIn)),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    WEB_DIST: webDist,
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    STORAGE: 'local',
    EMBEDDED_PG_PORT: String(await pickFreePort(PG_PORTS)),
  };
  say(`Starting the server on :${port} (bundled PostgreSQL on :${env.EMBEDDED_PG_PORT})…`);
  const server = await startServer({ repoRoot: REPO_ROOT, env, port, logFile, timeoutMs: 300_000 });
  const pgPid = postmasterPid(path.join(dataDir, 'pg'));
  cleanups.push(async () => {
    const r = await server.stop();
    if (r && r.code !== 0 && r.code !== null)
      say(`The server exited with ${r.code}. Log:\n${tail(logFile)}`);
    if (pgPid && !(await waitForPidExit(pgPid, 30_000))) process.kill(pgPid, 'SIGKILL');
  });

  const br = await checkBrotli(server.baseUrl, webDist);
  say(
    `content-encoding br on ${br.checked - br.failed.length} of ${br.checked} built scripts and stylesheets` +
      (br.failed.length ? ` — NOT on: ${br.failed.join(', ')}` : ''),
  );

  const landing = await checkLanding(server.baseUrl);
  say(
    `/ drawn at build time: ${landing.homePrerendered ? 'yes' : 'NO'} (content-encoding ${landing.homeEncoding}); /browse gets the empty shell: ${landing.deepLinkShell ? 'yes' : 'NO'}`,
  );

  const needsSession = PAGES.some((p) => p.signedIn);
  const demo = needsSession ? await childSessionAndBook(server.baseUrl) : null;
  if (demo)
    say(
      `Signed in as the demo child ${CHILD}; demo book ${BOOK} (${demo.bookTitle}) is ${demo.bookId}`,
    );

  if (REPORTS_DIR) fs.mkdirSync(REPORTS_DIR, { recursive: true });
  const results = {};
  for (const page of PAGES) {
    const pagePath = page.path({ bookId: demo?.bookId });
    say(`\n${page.id} (${pagePath})`);
    results[page.id] = { path: pagePath, signedIn: page.signedIn };
    for (const profile of ['desktop', 'mobile']) {
      const runs = [];
      for (let i = 1; i <= RUNS; i++) {
        const busyBefore = await waitForQuiet();
        const loadBefore = Math.round(os.loadavg()[0] * 10) / 10;
        const lhr = await runLighthouse(
          { baseUrl: server.baseUrl, path: pagePath, session: page.signedIn ? demo.session : null },
          profile,
        );
        if (REPORTS_DIR)
          fs.writeFileSync(
            path.join(REPORTS_DIR, `${page.id}-${profile}-${i}.json`),
            JSON.stringify(lhr),
          );
        const run = {
          ...summariseRun(lhr),
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
          machineBusyBefore: busyBefore,
          loadAverageBefore: loadBefore,
          loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
          diagnosis: diagnoseRun(lhr),
        };
        say(
          `  ${profile} run ${i}/${RUNS}: score ${run.score}, FCP ${run.fcpMs} ms, LCP ${run.lcpMs} ms, CLS ${run.cls}, TBT ${run.tbtMs} ms, ${run.transferBytes} B (CPU busy before: ${run.machineBusyBefore}, load ${run.loadAverageBefore} → ${run.loadAverage})`,
        );
        runs.push(run);
      }
      results[page.id][profile] = { median: medianRun(runs), runs };
    }
  }

  say('\nLighthouse 12, performance (median run per page and profile):');
  say(
    'page          profile  score  target  FCP ms  LCP ms  TBT ms  CLS    SI ms   bytes    verdict',
  );
  for (const page of PAGES) {
    for (const profile of ['desktop', 'mobile']) {
      const m = results[page.id][profile].median;
      say(
        `${page.id.padEnd(13)} ${profile.padEnd(8)} ${String(m.score).padStart(5)}  ≥ ${LIGHTHOUSE_TARGETS[profile]}    ${String(m.fcpMs).padStart(6)}  ${String(m.lcpMs).padStart(6)}  ${String(m.tbtMs).padStart(6)}  ${String(m.cls).padEnd(5)}  ${String(m.siMs).padStart(6)}  ${String(m.transferBytes).padStart(7)}  ${verdict(profile, m.score)}`,
      );
    }
  }
  say('\nFor docs/benchmarks.md (page | desktop runs → median | FCP / LCP / TBT | mobile …):');
  for (const row of markdownRows(results, PAGES)) say(row);
  const loads = Object.values(results).flatMap((r) =>
    ['desktop', 'mobile'].flatMap((p) =>
      r[p].runs.flatMap((x) => [x.loadAverageBefore, x.loadAverage]),
    ),
  );
  const out = {
    date: new Date().toISOString(),
    lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default
      .version,
    chromium: execFileSync(CHROME_PATH, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim(),
    runsPerProfile: RUNS,
    child: CHILD,
    book: demo ? { idNumber: BOOK, id: demo.bookId, title: demo.bookTitle } : null,
    mobileSignedInUserAgent: 'desktop (signed-in phones are sent to /desktop-usage)',
    loadAverageRange: [Math.min(...loads), Math.max(...loads)],
    brotli: br,
    landing,
    targets: LIGHTHOUSE_TARGETS,
    results,
  };
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(out, null, 2)}\n`);
  say(`\nWrote ${path.relative(process.cwd(), RESULTS_FILE)}`);
  if (br.failed.length) throw new Error(`${br.failed.length} assets were not sent as brotli`);
  if (!landing.homePrerendered || !landing.deepLinkShell)
    throw new Error('/ is not the prerendered landing page, or a deep link got it');
}

try {
  await main();
  await cleanUp();
} catch (e) {
  process.stderr.write(`Lighthouse bench failed: ${e.stack ?? e.message}\n`);
  await cleanUp();
  process.exit(1);
}
