import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/app.ts';
import { eq } from 'drizzle-orm';
import { banners, subscriptions } from '../db/schema/index.ts';
import { createBanner, createBook } from '../test/catalogue-factories.ts';
import { gatedParentToken } from '../features/auth/auth.test-helpers.ts';
import { childToken, createAdmin, createFamily, createParent, loginAs } from '../test/factories.ts';
import { createLogger } from './logger.ts';
import { createPgInvalidationBus, type Invalidation } from './invalidation-bus.ts';

// Two instances of the app on one database (issue 15: stateless instances behind a load
// balancer). The test clock never moves, so without the bus instance B would keep a revoked
// session in its cache for good: a refusal on B proves the message arrived.
describe('invalidations between instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    // Browse's shelves kept as in production (BROWSE_CACHE_MS is 0 by default in tests).
    const env = { BROWSE_CACHE_MS: '5000' };
    a = await createTestApp({ env });
    b = await createTestApp({ database: a.database, env });
  });
  afterAll(async () => {
    await b.app.close();
    await b.testDb.drop();
    await a.close();
  });

  it('a sign-out on one instance is refused on the other at once', async () => {
    const parent = await createParent(a.database.db);
    const token = await loginAs(a.app, parent.email!, parent.password);
    const details = () =>
      b.app.inject({ method: 'GET', url: '/api/users/details', headers: bearer(token) });
    expect((await details()).statusCode).toBe(200); // now cached on B
    const out = await a.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    const started = Date.now();
    await expect.poll(async () => (await details()).statusCode, { timeout: 2_000 }).toBe(401);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a subscription changed on one instance is enforced on the other at once', async () => {
    const { parent, children } = await createFamily(a.database.db, ['Ava']);
    const { childToken: kid } = await childToken(a.app, parent, children[0]!.id);
    const profiles = () =>
      b.app.inject({ method: 'GET', url: '/api/profile/list', headers: bearer(kid) });
    expect((await profiles()).statusCode).toBe(200); // access now cached on B
    // The family's subscription ends (as a renewal by the worker would end it), and instance A
    // looks at it again (the parent's "refresh" of the subscription).
    await a.database.db
      .update(subscriptions)
      .set({ status: 'CANCELED', cancellationType: 'CANCELED_BY_SUPPORT' })
      .where(eq(subscriptions.userId, parent.id));
    const gate = await gatedParentToken(a.app, parent);
    const sync = await a.app.inject({
      method: 'GET',
      url: '/api/subscription/force-sync',
      headers: bearer(gate),
    });
    expect(sync.statusCode, sync.body).toBe(200);
    // B's clock never moves: only the message can end its cached access.
    await expect.poll(async () => (await profiles()).statusCode, { timeout: 2_000 }).toBe(418);
  });

  it('an admin’s change to the shelves shows in browse on the other instance at once', async () => {
    const db = a.database.db;
    const { parent, children } = await createFamily(db, ['Ivy']);
    const { childToken: kid } = await childToken(a.app, parent, children[0]!.id);
    const book = await createBook(db, { title: 'Harbour Lights' });
    const banner = await createBanner(db, {
      bannerType: 'BOOK',
      contentId: book.id,
      status: 'INACTIVE',
    });
    const bannersOnB = async () => {
      const res = await b.app.inject({ method: 'GET', url: '/api/browse', headers: bearer(kid) });
      expect(res.statusCode, res.body).toBe(200);
      const lanes = res.json().swimlanes as Array<{ banners?: Array<{ id: string }> }>;
      return lanes.flatMap((l) => (l.banners ?? []).map((x) => x.id));
    };
    // B keeps its shelves once its read model has loaded: a banner written straight to the
    // database (announced to nobody) then stays unseen there.
    await expect
      .poll(
        async () => {
          await bannersOnB();
          const probe = await createBanner(db, { bannerType: 'BOOK', contentId: book.id });
          const seen = (await bannersOnB()).includes(probe.id);
          await db.delete(banners).where(eq(banners.id, probe.id));
          return seen;
        },
        { timeout: 15_000, interval: 300 },
      )
      .toBe(false);
    // An admin switches the banner on through instance A: B's clock never moves, so only the
    // message can make B read its shelves again.
    const admin = await createAdmin(db);
    const adminToken = await loginAs(a.app, admin.email!, admin.password);
    const on = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/banners/${banner.id}/status/ACTIVE`,
      headers: bearer(adminToken),
    });
    expect(on.statusCode, on.body).toBeLessThan(300);
    await expect.poll(bannersOnB, { timeout: 2_000 }).toContain(banner.id);
  });

  it('delivers viewer messages to the other instances, not back to the sender', async () => {
    const logger = createLogger({ level: 'silent' });
    const one = createPgInvalidationBus({ pool: a.database.pool, logger, instanceId: 'one' });
    const two = createPgInvalidationBus({ pool: a.database.pool, logger, instanceId: 'two' });
    const gotOne: Invalidation[] = [];
    const gotTwo: Invalidation[] = [];
    one.subscribe((m) => gotOne.push(m));
    two.subscribe((m) => gotTwo.push(m));
    await one.start();
    await two.start();
    try {
      one.publish({ kind: 'viewer', userId: '11111111-1111-4111-8111-111111111111' });
      one.publish({ kind: 'viewers' });
      one.publish({ kind: 'billing' });
      one.publish({ kind: 'catalogue' });
      await expect.poll(() => gotTwo.length, { timeout: 2_000 }).toBe(4);
      expect(gotTwo).toEqual([
        { kind: 'viewer', userId: '11111111-1111-4111-8111-111111111111' },
        { kind: 'viewers' },
        { kind: 'billing' },
        { kind: 'catalogue' },
      ]);
      expect(gotOne).toEqual([]);
    } finally {
      await one.stop();
      await two.stop();
    }
  });

  it('reconnects after its connection is cut and then forgets everything once', async () => {
    const logger = createLogger({ level: 'silent' });
    const bus = createPgInvalidationBus({ pool: a.database.pool, logger, instanceId: 'cut' });
    const got: Invalidation[] = [];
    bus.subscribe((m) => got.push(m));
    await bus.start();
    try {
      // Cut the listener's connection from the server side, as a database restart would.
      await a.database.pool.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE pid <> pg_backend_pid() AND query ILIKE 'LISTEN%' AND datname = current_database()`,
      );
      await expect.poll(() => got.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
      expect(got).toEqual(expect.arrayContaining([{ kind: 'sessions' }, { kind: 'viewers' }]));
      // …and hears messages again.
      got.length = 0;
      const other = createPgInvalidationBus({ pool: a.database.pool, logger, instanceId: 'x' });
      other.publish({ kind: 'sessions' });
      await expect.poll(() => got, { timeout: 2_000 }).toEqual([{ kind: 'sessions' }]);
    } finally {
      await bus.stop();
    }
  });
});

describe('invalidation bus without a database', () => {
  it('starts anyway and keeps trying (the app can start before PostgreSQL is up)', async () => {
    const pg = await import('pg');
    const pool = new pg.default.Pool({
      connectionString: 'postgres://nobody@127.0.0.1:1/none',
      connectionTimeoutMillis: 500,
    });
    const bus = createPgInvalidationBus({
      pool,
      logger: createLogger({ level: 'silent' }),
      instanceId: 'early',
    });
    await expect(bus.start()).resolves.toBeUndefined();
    await bus.stop();
    await pool.end();
  });
});
