import { describe, expect, it, vi } from 'vitest';
import { Role } from '@pagebird/contract';
import type { AuthContext } from '../../lib/auth-context.ts';
import { TestClock } from '../../lib/clock.ts';
import { createViewerCache } from './viewer-cache.ts';
import type { Viewer } from './visibility.ts';

const auth = (userId: string, classroomId: string | null = null) =>
  ({
    user: { id: userId, role: Role.CHILD, parentId: null },
    session: { id: `s-${userId}`, parentSessionId: null, classroomId },
  }) as unknown as AuthContext;

function viewer(userId: string, territory: string | null): Viewer {
  return {
    userId,
    role: territory === null ? Role.ADMIN : Role.CHILD,
    name: 'Kid',
    segment: territory === null ? null : 'CONSUMER',
    territory,
    age: 7,
    interests: [],
    classroomIds: [],
    hiddenBookIds: [],
    school: null,
  };
}

describe('viewer cache', () => {
  it('reads a profile once per few seconds, with each request’s own territory', async () => {
    const clock = new TestClock();
    const load = vi.fn(async (a: AuthContext, territory: string) => viewer(a.user.id, territory));
    const viewers = createViewerCache({ load }, clock, { ttlMs: 5000, max: 10 });

    expect((await viewers.load(auth('u1'), 'US', clock.now())).territory).toBe('US');
    expect((await viewers.load(auth('u1'), 'GB', clock.now())).territory).toBe('GB');
    expect(load).toHaveBeenCalledTimes(1);

    clock.advance(5001);
    await viewers.load(auth('u1'), 'US', clock.now());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps profiles and signed-in classrooms apart, and forgets everything on invalidate', async () => {
    const clock = new TestClock();
    const load = vi.fn(async (a: AuthContext, territory: string) => viewer(a.user.id, territory));
    const viewers = createViewerCache({ load }, clock, { ttlMs: 5000, max: 10 });

    expect((await viewers.load(auth('u1'), 'US', clock.now())).userId).toBe('u1');
    expect((await viewers.load(auth('u2'), 'US', clock.now())).userId).toBe('u2');
    await viewers.load(auth('u2', 'class-a'), 'US', clock.now());
    expect(load).toHaveBeenCalledTimes(3);

    viewers.invalidate();
    await viewers.load(auth('u1'), 'US', clock.now());
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('forgets one profile (favourites, progress changed) and keeps the others', async () => {
    const clock = new TestClock();
    const load = vi.fn(async (a: AuthContext, territory: string) => viewer(a.user.id, territory));
    const viewers = createViewerCache({ load }, clock, { ttlMs: 5000, max: 10 });

    await viewers.load(auth('u1'), 'US', clock.now());
    await viewers.load(auth('u2'), 'US', clock.now());
    viewers.forget('u1');
    await viewers.load(auth('u1'), 'US', clock.now());
    await viewers.load(auth('u2'), 'US', clock.now());
    expect(load.mock.calls.map(([a]) => a.user.id)).toEqual(['u1', 'u2', 'u1']);
  });

  it('reads a profile again when it signed in to another classroom', async () => {
    const clock = new TestClock();
    const load = vi.fn(async (a: AuthContext, territory: string) => viewer(a.user.id, territory));
    const viewers = createViewerCache({ load }, clock, { ttlMs: 5000, max: 10 });

    await viewers.load(auth('s1', 'class-a'), 'US', clock.now());
    await viewers.load(auth('s1', 'class-a'), 'US', clock.now());
    await viewers.load(auth('s1', 'class-b'), 'US', clock.now());
    await viewers.load(auth('s1', 'class-b'), 'US', clock.now());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a viewer read while that profile was forgotten', async () => {
    const clock = new TestClock();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let reads = 0;
    const load = vi.fn(async (a: AuthContext, territory: string) => {
      reads += 1;
      if (reads === 1) await gate; // the first read started before a write and ends after it
      return { ...viewer(a.user.id, territory), name: `read ${reads}` };
    });
    const viewers = createViewerCache({ load }, clock, { ttlMs: 5000, max: 10 });

    const early = viewers.load(auth('u1'), 'US', clock.now());
    viewers.forget('u1');
    release();
    expect((await early).name).toBe('read 1');
    expect((await viewers.load(auth('u1'), 'US', clock.now())).name).toBe('read 2');
    expect((await viewers.load(auth('u1'), 'US', clock.now())).name).toBe('read 2');
  });

  it('keeps a viewer read while another profile was forgotten; not one read during invalidate', async () => {
    const clock = new TestClock();
    let release!: () => void;
    let gate = new Promise<void>((r) => (release = r));
    const load = vi.fn(async (a: AuthContext, territory: string) => {
      if (a.user.id === 'u1') await gate;
      return viewer(a.user.id, territory);
    });
    const viewers = createViewerCache({ load }, clock, { ttlMs: 5000, max: 10 });

    // A page turn of u2 (forget u2) while u1's viewer is being read: u1's read is kept.
    const u1 = viewers.load(auth('u1'), 'US', clock.now());
    viewers.forget('u2');
    release();
    await u1;
    await viewers.load(auth('u1'), 'US', clock.now());
    expect(load).toHaveBeenCalledTimes(1);

    // A hide for everyone (invalidate) while u1's viewer is being read: not kept.
    gate = new Promise<void>((r) => (release = r));
    viewers.forget('u1');
    const again = viewers.load(auth('u1'), 'US', clock.now());
    viewers.invalidate();
    release();
    await again;
    await viewers.load(auth('u1'), 'US', clock.now());
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('leaves an admin’s territory open (null)', async () => {
    const clock = new TestClock();
    const viewers = createViewerCache({ load: async (a) => viewer(a.user.id, null) }, clock);
    expect((await viewers.load(auth('admin'), 'US', clock.now())).territory).toBeNull();
    expect((await viewers.load(auth('admin'), 'GB', clock.now())).territory).toBeNull();
  });
});
