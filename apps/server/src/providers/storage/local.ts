import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import {
  assertKeyMatchesType,
  assertValidKey,
  contentTypeOfKey,
  InvalidStorageKeyError,
  resolveRange,
  type StorageProvider,
  type StoredObject,
} from './storage.provider.ts';

/** Temporary files live here until they are renamed into place (same file system). */
export const TMP_DIR_NAME = '.tmp';
/** Leftover temporary files older than this are removed when the provider starts. */
const STALE_TMP_MS = 60 * 60_000;

const isMissing = (e: unknown) => {
  const code = (e as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

/**
 * Files in a local directory (`DATA_DIR/files` by default). Writes are atomic: the data goes to
 * a temporary file in `<root>/.tmp`, is flushed to disk, then renamed over the final path, so a
 * reader sees the old file or the whole new one, never a part. Keys are checked so that nothing
 * outside the root is ever read or written (no `..`, no absolute paths, no symlink escapes).
 */
export function createLocalStorage(opts: { root: string }): StorageProvider {
  const root = path.resolve(opts.root);
  const tmpDir = path.join(root, TMP_DIR_NAME);
  fs.mkdirSync(tmpDir, { recursive: true });
  const realRoot = fs.realpathSync(root);
  void removeStaleTempFiles(tmpDir);

  /** Absolute path of a key, guaranteed inside the root. */
  function pathOf(key: string): string {
    assertValidKey(key);
    const full = path.resolve(root, ...key.split('/'));
    if (!full.startsWith(root + path.sep))
      throw new InvalidStorageKeyError(key, 'outside the root');
    return full;
  }

  /** Refuse a path that a symlink inside the root points elsewhere. */
  async function assertRealInside(key: string, p: string): Promise<void> {
    const real = await fsp.realpath(p);
    if (!real.startsWith(realRoot + path.sep)) {
      throw new InvalidStorageKeyError(key, 'resolves outside the root');
    }
  }

  return {
    kind: 'local',

    async put(key, data, contentType) {
      assertKeyMatchesType(key, contentType);
      const target = pathOf(key);
      await fsp.mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, `${randomUUID()}.part`);
      try {
        const fh = await fsp.open(tmp, 'wx', 0o644);
        try {
          await fh.writeFile(data);
          await fh.sync();
        } finally {
          await fh.close();
        }
        const dir = path.dirname(target);
        await fsp.mkdir(dir, { recursive: true });
        await assertRealInside(key, dir);
        await fsp.rename(tmp, target);
      } catch (e) {
        await fsp.rm(tmp, { force: true }).catch(() => undefined);
        throw e;
      }
      await syncDir(path.dirname(target));
    },

    async get(key, options = {}): Promise<StoredObject | null> {
      const p = pathOf(key);
      let fh: fsp.FileHandle;
      try {
        await assertRealInside(key, p);
        fh = await fsp.open(p, 'r');
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
      try {
        const st = await fh.stat();
        if (!st.isFile()) {
          await fh.close();
          return null;
        }
        const range = options.range ? resolveRange(options.range, st.size) : null;
        const body = fh.createReadStream({
          start: range?.start ?? 0,
          end: range ? range.end : Math.max(0, st.size - 1),
          autoClose: true,
        });
        return {
          body,
          size: st.size,
          contentType: contentTypeOfKey(key)!,
          etag: `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`,
          lastModified: st.mtime,
          range,
        };
      } catch (e) {
        await fh.close().catch(() => undefined);
        throw e;
      }
    },

    async signedUrl(key) {
      // Local files have no URL of their own: the app's routes serve them (same origin).
      assertValidKey(key);
      return null;
    },

    async exists(key) {
      const p = pathOf(key);
      try {
        await assertRealInside(key, p);
        return (await fsp.stat(p)).isFile();
      } catch (e) {
        if (isMissing(e)) return false;
        throw e;
      }
    },

    async delete(key) {
      const p = pathOf(key);
      try {
        await assertRealInside(key, p);
      } catch (e) {
        if (isMissing(e)) return;
        throw e;
      }
      await fsp.rm(p, { force: true });
      // Remove directories left empty (e.g. books/<bookId>/), never the root itself.
      for (let dir = path.dirname(p); dir.startsWith(root + path.sep); dir = path.dirname(dir)) {
        try {
          await fsp.rmdir(dir);
        } catch {
          break;
        }
      }
    },
  };
}

async function syncDir(dir: string): Promise<void> {
  // Makes the rename durable; not supported everywhere (e.g. on Windows), hence best effort.
  try {
    const fh = await fsp.open(dir, 'r');
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
  } catch {
    // ignore
  }
}

async function removeStaleTempFiles(tmpDir: string): Promise<void> {
  try {
    const now = Date.now();
    for (const name of await fsp.readdir(tmpDir)) {
      const p = path.join(tmpDir, name);
      const st = await fsp.stat(p).catch(() => undefined);
      if (st && now - st.mtimeMs > STALE_TMP_MS) await fsp.rm(p, { force: true });
    }
  } catch {
    // best effort
  }
}
