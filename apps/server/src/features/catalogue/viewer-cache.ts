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
   * Moves on every forget/invalidate: a viewer read while one happened may predate the write
   * and is used for its own request but not kept.
   */
  let generation = 0;
  return {
    async load(auth: AuthContext, territory: string, now: Date): Promise<Viewer> {
      const classroomId = auth.session.classroomId ?? null;
      const hit = cache.get(auth.user.id);
      let v = hit && hit.classroomId === classroomId ? hit.viewer : undefined;
      if (!v) {
        const readAt = generation;
        v = await repo.load(auth, territory, now);
        if (readAt === generation) cache.set(auth.user.id, { classroomId, viewer: v });
      }
      // Admins see every territory (null); everyone else gets this request's country.
      return v.territory === null ? v : { ...v, territory };
    },
    invalidate() {
      generation += 1;
      cache.clear();
    },
    forget(userId: string) {
      generation += 1;
      cache.delete(userId);
    },
  };
}
