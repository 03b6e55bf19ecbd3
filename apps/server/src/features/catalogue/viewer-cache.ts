import { LRUCache } from 'lru-cache';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ViewerRepo } from './viewer.repo.ts';
import type { Viewer } from './visibility.ts';

/** A viewer source that can be told to forget what it knows. */
export interface Viewers extends ViewerRepo {
  /** Forget every cached viewer (after hiding books, changing interests, classes, ages…). */
  invalidate(): void;
}

export const VIEWER_CACHE = { ttlMs: 5_000, max: 20_000 } as const;

/**
 * The viewer of a request (role, age, interests, classrooms, hidden books, school) is read on
 * every catalogue call; this keeps it for a few seconds per profile and signed-in classroom so a
 * busy reader costs one query less per request. The territory is never cached (it comes with each
 * request). Writes on this instance that change a viewer call `invalidate()`; another instance
 * may show the old rule for at most `ttlMs` (e.g. a book a parent just hid, for 5 seconds).
 */
export function createViewerCache(
  repo: ViewerRepo,
  clock: Clock,
  opts: { ttlMs: number; max: number } = VIEWER_CACHE,
): Viewers {
  const cache = new LRUCache<string, Viewer>({
    max: opts.max,
    ttl: opts.ttlMs,
    ttlAutopurge: false,
    ttlResolution: 0,
    perf: { now: () => clock.now().getTime() },
  });
  return {
    async load(auth: AuthContext, territory: string, now: Date): Promise<Viewer> {
      const key = `${auth.user.id}|${auth.session.classroomId ?? ''}`;
      let v = cache.get(key);
      if (!v) {
        v = await repo.load(auth, territory, now);
        cache.set(key, v);
      }
      // Admins see every territory (null); everyone else gets this request's country.
      return v.territory === null ? v : { ...v, territory };
    },
    invalidate() {
      cache.clear();
    },
  };
}
