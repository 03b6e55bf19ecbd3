import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_MAX_BATCH, type LedgerEvent, type RecordLedgerResponse } from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createFamily, createTeacher, loginAs } from '../../test/factories.ts';

/** The ledger's ingestion: exactly once per batch id, the token's profile, no free text. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/recordLedgerEntry',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

let seq = 0;
function event(over: Partial<LedgerEvent> = {}): LedgerEvent {
  seq += 1;
  const base = {
    recordId: randomUUID(),
    activeSessionId: 'a1b2c3d4-0000-4000-8000-000000000001',
    clientTimestamp: Date.UTC(2026, 10, 20, 9, 0, 0) + seq,
    timezoneName: 'Europe/Paris',
    timezoneOffset: -60,
    platform: 'Web' as const,
    device: 'desktop' as const,
    os: 'Linux' as const,
    appVersion: '1.0',
  };
  const kinds: LedgerEvent[] = [
    { ...base, eventType: 'PAGE_VIEW_START', name: 'add_to_collection', kind: 'modal' },
    { ...base, eventType: 'PAGE_VIEW_END', name: 'badge', kind: 'modal', durationMs: 1200 },
    { ...base, eventType: 'CONTENT_IMPRESSION', contentId: randomUUID(), initialViewport: true },
    { ...base, eventType: 'SESSION_START' },
  ];
  return { ...kinds[seq % kinds.length]!, ...over } as LedgerEvent;
}

async function countEvents(where = sql`true`): Promise<number> {
  const r = await t.database.db.execute(
    sql`SELECT count(*)::int AS n FROM ledger_events WHERE ${where}`,
  );
  return (r.rows[0] as { n: number }).n;
}

describe('POST /api/recordLedgerEntry', () => {
  it('stores 10,000 events from 30 clients exactly once, retried batches included', async () => {
    // 30 clients: 15 families with 2 child profiles each.
    const clients: Array<{ token: string; userId: string }> = [];
    for (let f = 0; f < 15; f++) {
      const fam = await createFamily(t.database.db, ['Ann', 'Bea']);
      for (const c of fam.children) {
        clients.push({
          token: (await childToken(t.app, fam.parent, c.id)).childToken,
          userId: c.id,
        });
      }
    }
    expect(clients).toHaveLength(30);
    const before = await countEvents();

    const TOTAL = 10_000;
    const perClient = clients.map((_, i) => Math.floor(TOTAL / 30) + (i < TOTAL % 30 ? 1 : 0));
    const sentRecordIds = new Set<string>();
    let batches = 0;
    let resends = 0;
    const results: Array<{ batchId: string; res: RecordLedgerResponse }> = [];

    await Promise.all(
      clients.map(async (c, ci) => {
        let left = perClient[ci]!;
        let b = 0;
        while (left > 0) {
          const n = Math.min(left, LEDGER_MAX_BATCH - (b % 7)); // batches of 24..30
          left -= n;
          b += 1;
          const body = { batchId: randomUUID(), events: Array.from({ length: n }, () => event()) };
          for (const e of body.events) sentRecordIds.add(e.recordId);
          batches += 1;
          // Every 3rd batch "loses its answer" and is resent; every 5th is resent while the
          // first send is still in flight (two identical batches racing).
          const sends = b % 5 === 0 ? 3 : b % 3 === 0 ? 2 : 1;
          resends += sends - 1;
          const first =
            b % 5 === 0
              ? await Promise.all([post(c.token, body), post(c.token, body)])
              : [await post(c.token, body)];
          const rest = sends > first.length ? [await post(c.token, body)] : [];
          for (const res of [...first, ...rest]) {
            expect(res.statusCode, res.body).toBe(200);
            results.push({ batchId: body.batchId, res: json<RecordLedgerResponse>(res) });
          }
        }
      }),
    );

    expect(sentRecordIds.size).toBe(TOTAL);
    expect(resends).toBeGreaterThan(100);
    expect((await countEvents()) - before).toBe(TOTAL);
    const distinct = await t.database.db.execute(
      sql`SELECT count(DISTINCT record_id)::int AS n FROM ledger_events`,
    );
    expect((distinct.rows[0] as { n: number }).n - before).toBe(TOTAL);
    // Each batch id: exactly one answer stored it (duplicate false), the others stored 0.
    const byBatch = new Map<string, RecordLedgerResponse[]>();
    for (const r of results) byBatch.set(r.batchId, [...(byBatch.get(r.batchId) ?? []), r.res]);
    expect(byBatch.size).toBe(batches);
    for (const answers of byBatch.values()) {
      expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
      expect(answers.filter((a) => a.duplicate).every((a) => a.stored === 0)).toBe(true);
    }
    // Stored under each client's own profile.
    for (const [i, c] of clients.entries()) {
      expect(await countEvents(sql`user_id = ${c.userId}::uuid`)).toBe(perClient[i]);
    }
  }, 120_000);

  it('stores the session record fields as sent and the token’s profile as the owner', async () => {
    const fam = await createFamily(t.database.db, ['Cal']);
    const kid = fam.children[0]!;
    const token = (await childToken(t.app, fam.parent, kid.id)).childToken;
    const impression: LedgerEvent = {
      recordId: randomUUID(),
      activeSessionId: 'a1b2c3d4-0000-4000-8000-000000000001',
      clientTimestamp: Date.UTC(2026, 10, 20, 9, 30, 0, 123),
      timezoneName: 'Europe/Paris',
      timezoneOffset: -60,
      platform: 'Web',
      device: 'desktop',
      os: 'Linux',
      appVersion: '1.0',
      eventType: 'CONTENT_IMPRESSION',
      contentId: randomUUID(),
      initialViewport: false,
    };
    const res = await post(token, { batchId: randomUUID(), events: [impression] });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ stored: 1, duplicate: false });
    const r = await t.database.db.execute(sql`
      SELECT user_id, event_type, record_id, active_session_id, content_id, initial_viewport,
        timezone_name, timezone_offset, platform, device, os, app_version,
        (extract(epoch FROM client_at) * 1000)::bigint AS ts
      FROM ledger_events WHERE record_id = ${impression.recordId}::uuid`);
    expect(r.rows[0]).toMatchObject({
      user_id: kid.id,
      event_type: 'CONTENT_IMPRESSION',
      active_session_id: impression.activeSessionId,
      content_id: impression.contentId,
      initial_viewport: false,
      timezone_name: 'Europe/Paris',
      timezone_offset: -60,
      platform: 'Web',
      device: 'desktop',
      os: 'Linux',
      app_version: '1.0',
    });
    expect(Number((r.rows[0] as { ts: string }).ts)).toBe(impression.clientTimestamp);
  });

  it('refuses free text, unknown fields’ values, too many events, and no token', async () => {
    const fam = await createFamily(t.database.db, ['Dee']);
    const token = (await childToken(t.app, fam.parent, fam.children[0]!.id)).childToken;
    const before = await countEvents();
    const bad = [
      { batchId: randomUUID(), events: [{ ...event(), name: 'I love my teacher Mrs Smith' }] },
      { batchId: randomUUID(), events: [{ ...event(), eventType: 'NOTE', text: 'hello' }] },
      { batchId: randomUUID(), events: [{ ...event(), device: 'my phone' }] },
      { batchId: randomUUID(), events: [{ ...event(), activeSessionId: 'my name is Dee' }] },
      { batchId: randomUUID(), events: [{ ...event(), timezoneName: 'anywhere you like' }] },
      {
        batchId: randomUUID(),
        events: Array.from({ length: LEDGER_MAX_BATCH + 1 }, () => event()),
      },
      { batchId: randomUUID(), events: [] },
      { batchId: 'not-a-uuid', events: [event()] },
    ];
    for (const body of bad) {
      const res = await post(token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(json(res)).toHaveProperty('code');
    }
    expect((await post(null, { batchId: randomUUID(), events: [event()] })).statusCode).toBe(401);
    expect(await countEvents()).toBe(before);
  });

  it('a batch id is the dedupe key even across profiles: another profile cannot add to it', async () => {
    const a = await createFamily(t.database.db, ['Eve']);
    const b = await createFamily(t.database.db, ['Fay']);
    const ta = (await childToken(t.app, a.parent, a.children[0]!.id)).childToken;
    const tb = (await childToken(t.app, b.parent, b.children[0]!.id)).childToken;
    const batchId = randomUUID();
    expect(json(await post(ta, { batchId, events: [event()] }))).toMatchObject({ stored: 1 });
    const res = await post(tb, { batchId, events: [event(), event()] });
    expect(json(res)).toMatchObject({ stored: 0, duplicate: true });
    expect(await countEvents(sql`batch_id = ${batchId}::uuid`)).toBe(1);
    expect(await countEvents(sql`user_id = ${b.children[0]!.id}::uuid`)).toBe(0);
  });

  it('grown-ups’ page views are recorded under their own account too', async () => {
    const teacher = await createTeacher(t.database.db);
    const token = await loginAs(t.app, teacher.email!, teacher.password);
    const res = await post(token, { batchId: randomUUID(), events: [event()] });
    expect(res.statusCode).toBe(200);
    expect(await countEvents(sql`user_id = ${teacher.id}::uuid`)).toBe(1);
  });
});
