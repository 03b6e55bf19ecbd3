import { LRUCache } from 'lru-cache';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ViewerRepo } from './viewer.repo.ts';
import type { Viewer } from './visibility.ts';

/** A viewer source that can be told to forget what it knows. */
export interface Viewers extends ViewerRepo {
  /** Forget every cached viewer (after hiding books, changing interests, classes, ages…). */
  invalidate(): void;
  /**
   * Forget one profile's viewer: call it after that profile's favourites or reading progress
   * changed on this instance (the viewer carries them for the details page, `Viewer.marks`).
   */
  forget(userId: string): void;
}

export const VIEWER_CACHE = { ttlMs: 5_000, max: 20_000 } as const;

interface Entry {
  /** The classroom the profile signed in to when the viewer was read (students). */
  classroomId: string | null;
  viewer: Viewer;
}

/**
 * The viewer of a request (role, age, interests, classrooms, hidden books, school, favourites and
 * reading progress) is read on every catalogue call; this keeps it for a few seconds per profile
 * so a busy reader costs one query less per request. A request from another signed-in classroom
 * of the same profile reads it again. The territory is never cached (it comes with each
 * request). Writes on this instance that change a viewer call `invalidate()` (everyone) or
 * `forget(userId)` (one profile); another instance may show the old state for at most `ttlMs`
 * (e.g. a book a parent just hid, or a heart just set there, for 5 seconds).
 */
export function createViewerCache(
  repo: ViewerRepo,
  clock: Clock,
  opts: { ttlMs: number; max: number } = VIEWER_CACHE,
): Viewers {
  const cache = new LRUCache<string, Entry>({
    max: opts.max,
    ttl: opts.ttlMs,
    ttlAutopurge: false,
    ttlResolution: 0,
    perf: { now: () => clock.now().getTime() },
  });
  /**
   * The loads in flight, per profile. A forget or invalidate while one runs marks it stale: the
   * viewer it read may predate the write, so it answers its own request but is not kept. Only
   * that profile's loads are marked by `forget` (a page turn elsewhere costs nobody a query).
   */
  const loading = new Map<string, Set<{ stale: boolean }>>();
  const markStale = (userId: string) => {
    for (const load of loading.get(userId) ?? []) load.stale = true;
  };
  return {
    async load(auth: AuthContext, territory: string, now: Date): Promise<Viewer> {
      const userId = auth.user.id;
      const classroomId = auth.session.classroomId ?? null;
      const hit = cache.get(userId);
      let v = hit && hit.classroomId === classroomId ? hit.viewer : undefined;
      if (!v) {
        const token = { stale: false };
        let mine = loading.get(userId);
        if (!mine) loading.set(userId, (mine = new Set()));
        mine.add(token);
        try {
          v = await repo.load(auth, territory, now);
        } finally {
          mine.delete(token);
          if (mine.size === 0 && loading.get(userId) === mine) loading.delete(userId);
        }
        if (!token.stale) cache.set(userId, { classroomId, viewer: v });
      }
      // Admins see every territory (null); everyone else gets this request's country.
      return v.territory === null ? v : { ...v, territory };
    },
    invalidate() {
      for (const userId of loading.keys()) markStale(userId);
      cache.clear();
    },
    forget(userId: string) {
      markStale(userId);
      cache.delete(userId);
    },
  };
}
