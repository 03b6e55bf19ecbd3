import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../lib/startup-error.ts';

export const LOCK_FILE_NAME = 'pagebird.lock';

interface LockContent {
  pid: number;
  instanceId: string;
  startedAt: string;
}

export class DataDirLockedError extends StartupError {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `Another Pagebird server (pid ${ownerPid}) is already using the data directory ${dataDir}. ` +
        `Stop that server first, or start this one with another DATA_DIR. ` +
        `(If no such server is running, delete ${path.join(dataDir, LOCK_FILE_NAME)}.)`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** True when a process with this pid exists (EPERM means it exists but belongs to another user). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockContent | undefined {
  try {
    const c = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockContent>;
    if (typeof c.pid === 'number' && typeof c.instanceId === 'string') return c as LockContent;
  } catch {
    // unreadable or half-written: treated as stale
  }
  return undefined;
}

/**
 * Take the data directory for this process: a lock file holding our pid, created atomically.
 * A lock whose process is gone is stale and taken over. A live owner — another process, or
 * another instance in this very process — makes this throw `DataDirLockedError`.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const mine: LockContent = {
    pid: process.pid,
    instanceId: randomUUID(),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx', mode: 0o644 });
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          // Only remove the file if it is still ours.
          if (readLock(file)?.instanceId === mine.instanceId) fs.rmSync(file, { force: true });
        },
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = readLock(file);
      if (owner && isProcessAlive(owner.pid)) throw new DataDirLockedError(dataDir, owner.pid);
      // Stale: the owner is gone. Remove it and try once more (a racing starter may win).
      fs.rmSync(file, { force: true });
    }
  }
  const owner = readLock(file);
  throw new DataDirLockedError(dataDir, owner?.pid ?? -1);
}
