import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A free TCP port on 127.0.0.1 among `candidates`, or an error naming them. */
export async function pickFreePort(candidates) {
  for (const port of candidates) {
    const free = await new Promise((resolve) => {
      const srv = net.createServer();
      srv.once('error', () => resolve(false));
      srv.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
        srv.close(() => resolve(true)),
      );
    });
    if (free) return port;
  }
  throw new Error(`No free port among ${candidates.join(', ')}`);
}

/** A temporary directory the `postgres` system user can traverse (PostgreSQL runs as it under root). */
export function makeTempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-bench-'));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** Compiles the server (apps/server/build.mjs → dist/) once per bench process. */
let built = false;
export function buildServer(repoRoot) {
  if (built) return;
  const res = spawnSync(process.execPath, ['apps/server/build.mjs'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (res.status !== 0) throw new Error('The server could not be compiled (apps/server/build.mjs)');
  built = true;
}

/**
 * Starts the real server as production runs it (`npm start`: the compiled apps/server/dist/main.js
 * on the pinned Node, built first), in production mode, logging at warn level into `logFile`.
 * Resolves once GET /api/health answers 200.
 */
export async function startServer({ repoRoot, env, port, logFile, timeoutMs = 120_000 }) {
  buildServer(repoRoot);
  const log = fs.openSync(logFile, 'a');
  // BENCH_CPU_PROF=<dir>: write a V8 CPU profile of the server there when it stops.
  const prof = process.env.BENCH_CPU_PROF?.trim();
  const profArgs = prof ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(prof)] : [];
  const startedAt = performance.now();
  const child = spawn(
    process.execPath,
    [...profArgs, '--enable-source-maps', 'apps/server/dist/main.js'],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', log, log],
    },
  );
  fs.closeSync(log);
  let exited = null;
  const exitPromise = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) {
      throw new Error(
        `The server exited during start-up (${exited.code ?? exited.signal}). Its log:\n${tail(logFile)}`,
      );
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(
        `The server did not answer within ${timeoutMs / 1000} s. Its log:\n${tail(logFile)}`,
      );
    }
    await sleep(50);
  }
  return {
    baseUrl,
    pid: child.pid,
    /** Milliseconds from spawning the process to the first 200 from /api/health. */
    startupMs: performance.now() - startedAt,
    /** SIGTERM (the server stops Fastify, then its PostgreSQL), SIGKILL after `graceMs`. */
    async stop(graceMs = 30_000) {
      if (exited) return exited;
      child.kill('SIGTERM');
      const result = await Promise.race([exitPromise, sleep(graceMs).then(() => null)]);
      if (result) return result;
      child.kill('SIGKILL');
      return exitPromise;
    },
  };
}

/** The last lines of a log file. */
export function tail(file, lines = 40) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Waits until `pid` is gone (e.g. a postmaster after its server stopped). */
export async function waitForPidExit(pid, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await sleep(100);
  }
  return false;
}
