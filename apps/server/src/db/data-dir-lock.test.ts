import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock.ts';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('writes our pid and removes the file on release', () => {
    const dir = tmp();
    const lock = acquireDataDirLock(dir);
    const content = JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8'));
    expect(content.pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('refuses a second instance, also in the same process, with a clear message', () => {
    const dir = tmp();
    const lock = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(
        `Another Pagebird server (pid ${process.pid}) is already using the data directory ${dir}. Stop that server first, or start this one with another DATA_DIR.`,
      );
    } finally {
      lock.release();
    }
    acquireDataDirLock(dir).release();
  });

  it('refuses while another live process holds it', async () => {
    const dir = tmp();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], {
      stdio: 'ignore',
    });
    try {
      fs.writeFileSync(
        path.join(dir, LOCK_FILE_NAME),
        JSON.stringify({ pid: other.pid, instanceId: 'x', startedAt: '' }),
      );
      expect(() => acquireDataDirLock(dir)).toThrow(`(pid ${other.pid})`);
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock whose process is gone', async () => {
    const dir = tmp();
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((r) => gone.on('exit', r));
    fs.writeFileSync(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: gone.pid, instanceId: 'old', startedAt: '' }),
    );
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).pid).toBe(
      process.pid,
    );
    lock.release();
  });

  it('takes over a garbled lock file', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), '{not json');
    acquireDataDirLock(dir).release();
  });

  it('release does not remove a lock that is no longer ours', () => {
    const dir = tmp();
    const lock = acquireDataDirLock(dir);
    fs.writeFileSync(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: 1, instanceId: 'someone-else', startedAt: '' }),
    );
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);
  });
});
