import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_COMMERCE_MESSAGES as M,
  MESSAGES,
  PROMO_MESSAGES,
  toLocalDateTimeString,
  type AdminBanner,
  type AdminCollection,
  type AdminDiscount,
  type AdminPage,
  type AuditEntry,
  type BrowseResponse,
  type DiscountSource,
} from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import {
  childToken,
  createAdmin,
  createFamily,
  createParent,
  createTeacher,
  loginAs,
} from '../../test/factories.ts';
import { createAdminCollection, createBook } from '../../test/catalogue-factories.ts';
import { CARDS, cardToken, signUp, subscribe } from '../family/billing.test-helpers.ts';

/** Admin banners, collections, discounts and discount sources (issue 13, part ADMINCOMMERCE). */

const DAY = 86_400_000;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let adminToken: string;
let parentToken: string;
let teacherToken: string;
let kidToken: string;
let bookA: string;
let bookB: string;
let bookC: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: 'off' } });
  const db = t.database.db;
  const admin = await createAdmin(db);
  adminToken = await loginAs(t.app, admin.email!, admin.password);
  const teacher = await createTeacher(db);
  teacherToken = await loginAs(t.app, teacher.email!, teacher.password);
  const family = await createFamily(db, ['Ava']);
  const tokens = await childToken(t.app, family.parent, family.children[0]!.id);
  parentToken = tokens.parentToken;
  kidToken = tokens.childToken;
  bookA = (await createBook(db, { title: 'Apple Orchard' })).id;
  bookB = (await createBook(db, { title: 'Blue Whale' })).id;
  bookC = (await createBook(db, { title: 'Cloud Castle' })).id;
});
afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  tok = adminToken,
) =>
  t.app.inject({
    method,
    url,
    headers: bearer(tok),
    ...(payload ? { payload: payload as object } : {}),
  });

function bannerForm(body: Record<string, unknown>, images = true): FormData {
  const form = new FormData();
  form.set('body', JSON.stringify(body));
  if (images) {
    form.set('webImage', new Blob([PNG], { type: 'image/png' }), 'web.png');
    form.set('mobileImage', new Blob([PNG], { type: 'image/png' }), 'mobile.png');
  }
  return form;
}
const postBanner = (form: FormData, tok = adminToken) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/banners',
    headers: bearer(tok),
    body: form as never,
  });

const local = (ms: number) => toLocalDateTimeString(new Date(t.clock.now().getTime() + ms));

async function browseBannerNames(): Promise<string[]> {
  const res = await call('GET', '/api/browse', undefined, kidToken);
  expect(res.statusCode).toBe(200);
  const lane = json<BrowseResponse>(res).swimlanes.find((l) => l.banners?.length);
  return lane?.banners?.map((b) => b.name) ?? [];
}

async function auditOf(entity: string, id: string): Promise<AuditEntry[]> {
  const res = await call('GET', `/api/admin/audit?entity=${entity}&entityId=${id}`);
  expect(res.statusCode).toBe(200);
  return json<AdminPage<AuditEntry>>(res).content;
}

describe('banners', () => {
  it('a banner dated for next week is not on browse today; one dated for today is', async () => {
    const today = await postBanner(
      bannerForm({
        name: 'Today banner',
        bannerType: 'BOOK',
        contentId: bookA,
        position: 1,
        startDate: local(-DAY / 2),
        endDate: local(DAY / 2),
      }),
    );
    expect(today.statusCode).toBe(200);
    const nextWeek = await postBanner(
      bannerForm({
        name: 'Next week banner',
        bannerType: 'BOOK',
        contentId: bookB,
        position: 2,
        startDate: local(7 * DAY),
        endDate: local(8 * DAY),
      }),
    );
    expect(nextWeek.statusCode).toBe(200);
    const created = json<AdminBanner>(nextWeek);
    // Dates come back as they were sent: local time without zone.
    expect(created.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(created.content).toMatchObject({
      entityType: 'BOOK',
      contentId: bookB,
      title: 'Blue Whale',
    });
    expect(created.webImageUrl).toMatch(/^\/api\/media\/banners\/[0-9a-f]{64}\.png$/);

    expect(await browseBannerNames()).toEqual(['Today banner']);
    // A week later (the controlled clock), the next-week banner runs and today's has ended.
    t.clock.advance(7 * DAY + DAY / 4);
    try {
      // A jump of more than 30 minutes ends open sessions: a fresh child signs in.
      const fam = await createFamily(t.database.db, ['Ben']);
      kidToken = (await childToken(t.app, fam.parent, fam.children[0]!.id)).childToken;
      expect(await browseBannerNames()).toEqual(['Next week banner']);
    } finally {
      t.clock.advance(-(7 * DAY + DAY / 4));
      const fam = await createFamily(t.database.db, ['Cal']);
      kidToken = (await childToken(t.app, fam.parent, fam.children[0]!.id)).childToken;
    }
  });

  it('refuses bad dates, links and missing images with the §5 texts', async () => {
    const bad = await postBanner(
      bannerForm({
        name: 'x',
        bannerType: 'BOOK',
        contentId: `${bookA}/`,
        startDate: '2024-02-30T10:00',
      }),
    );
    expect(bad.statusCode).toBe(400);
    const fields = json<{ fields: Record<string, string> }>(bad).fields;
    expect(fields['body.contentId'] ?? fields.contentId).toBe(MESSAGES.linkTrailingSlash);
    expect(fields['body.startDate'] ?? fields.startDate).toBe(MESSAGES.dateIncorrect);

    const far = await postBanner(
      bannerForm({ name: 'x', bannerType: 'BOOK', contentId: '', endDate: local(16 * 366 * DAY) }),
    );
    const farFields = json<{ fields: Record<string, string> }>(far).fields;
    expect(farFields['body.contentId'] ?? farFields.contentId).toBe(MESSAGES.linkRequired);
    expect(farFields['body.endDate'] ?? farFields.endDate).toBe(MESSAGES.dateTooFarAhead);

    const order = await postBanner(
      bannerForm({
        name: 'x',
        bannerType: 'BOOK',
        contentId: bookA,
        startDate: local(DAY),
        endDate: local(0),
      }),
    );
    expect(Object.values(json<{ fields: Record<string, string> }>(order).fields)).toContain(
      M.endBeforeStart,
    );

    const noImages = await postBanner(
      bannerForm({ name: 'x', bannerType: 'BOOK', contentId: bookA }, false),
    );
    expect(noImages.statusCode).toBe(400);
    expect(json<{ message: string }>(noImages).message).toBe(
      `${M.webImageRequired}, ${M.mobileImageRequired}`,
    );

    const notImage = bannerForm({ name: 'x', bannerType: 'BOOK', contentId: bookA }, false);
    notImage.set('webImage', new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }), 'w.png');
    notImage.set('mobileImage', new Blob([PNG], { type: 'image/png' }), 'm.png');
    expect(json<{ message: string }>(await postBanner(notImage)).message).toBe(M.imageType);

    const missing = await postBanner(
      bannerForm({ name: 'x', bannerType: 'COLLECTION', contentId: bookA }),
    );
    expect(json<{ message: string }>(missing).message).toBe(M.bannerContentMissing);
  });

  it('lists with paging, sort and search; edits keep the images; status and audit', async () => {
    const coll = await createAdminCollection(t.database.db, {
      title: 'Sea stories',
      bookIds: [bookB],
    });
    const created = json<AdminBanner>(
      await postBanner(
        bannerForm({ name: 'Sea banner', bannerType: 'COLLECTION', contentId: coll.id }),
      ),
    );
    const edited = await postBanner(
      bannerForm(
        {
          id: created.id,
          name: 'Sea banner 2',
          bannerType: 'COLLECTION',
          contentId: coll.id,
          position: 5,
        },
        false,
      ),
    );
    expect(edited.statusCode).toBe(200);
    expect(json<AdminBanner>(edited)).toMatchObject({
      name: 'Sea banner 2',
      position: 5,
      webImageUrl: created.webImageUrl,
      content: { title: 'Sea stories' },
    });
    const page = json<AdminPage<AdminBanner>>(
      await call('GET', '/api/admin/banners?page=0&size=2&sort=name,asc&search=banner'),
    );
    expect(page.totalElements).toBe(3);
    expect(page.totalPages).toBe(2);
    expect(page.content.map((b) => b.name)).toEqual(['Next week banner', 'Sea banner 2']);

    const off = await call('PUT', `/api/admin/banners/${created.id}/status/INACTIVE`);
    expect(json<AdminBanner>(off).status).toBe('INACTIVE');
    const inactive = json<AdminPage<AdminBanner>>(
      await call('GET', '/api/admin/banners?status=INACTIVE'),
    );
    expect(inactive.content.map((b) => b.id)).toEqual([created.id]);

    const log = await auditOf('BANNER', created.id);
    expect(log.map((e) => e.action)).toEqual(['STATUS', 'UPDATE', 'CREATE']);
    expect(log[0]).toMatchObject({ before: { status: 'ACTIVE' }, after: { status: 'INACTIVE' } });
    expect(log[1]).toMatchObject({
      before: { name: 'Sea banner' },
      after: { name: 'Sea banner 2' },
    });
    expect(log[2]).toMatchObject({ before: null, after: { name: 'Sea banner' } });
    expect(log[0]!.actorEmail).toContain('@');

    expect((await call('GET', `/api/admin/banners/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/banners/not-an-id')).statusCode).toBe(400);
  });
});

describe('admin collections', () => {
  it('creates with books in order, reorders, switches status, audits before and after', async () => {
    const res = await call('POST', '/api/admin/collections', {
      title: 'Bedtime',
      description: 'Calm books',
      internalMemo: 'for spring',
      bookIds: [bookC, bookA],
    });
    expect(res.statusCode).toBe(200);
    const c = json<AdminCollection>(res);
    expect(c.books.map((b) => b.title)).toEqual(['Cloud Castle', 'Apple Orchard']);
    expect(c).toMatchObject({ activeBooks: 2, inactiveBooks: 0, status: 'ACTIVE' });
    expect(c.bookIdNumbers).toHaveLength(2);

    const re = json<AdminCollection>(
      await call('POST', '/api/admin/collections', {
        id: c.id,
        title: 'Bedtime',
        bookIds: [bookA, bookB, bookC],
      }),
    );
    expect(re.books.map((b) => b.title)).toEqual(['Apple Orchard', 'Blue Whale', 'Cloud Castle']);

    const off = json<AdminCollection>(
      await call('PUT', `/api/admin/collections/${c.id}/status/INACTIVE`),
    );
    expect(off.status).toBe('INACTIVE');
    const list = json<AdminPage<{ id: string; status: string; activeBooks: number }>>(
      await call('GET', '/api/admin/collections?search=bedtime&sort=title,asc'),
    );
    expect(list.content).toEqual([
      expect.objectContaining({ id: c.id, status: 'INACTIVE', activeBooks: 3 }),
    ]);

    const log = await auditOf('COLLECTION', c.id);
    expect(log.map((e) => e.action)).toEqual(['STATUS', 'UPDATE', 'CREATE']);
    expect(log[1]).toMatchObject({
      before: { books: [{ title: 'Cloud Castle' }, { title: 'Apple Orchard' }] },
      after: {
        books: [{ title: 'Apple Orchard' }, { title: 'Blue Whale' }, { title: 'Cloud Castle' }],
      },
    });

    const options = json<Array<{ title: string }>>(
      await call('GET', '/api/admin/collections/book-options?search=whale'),
    );
    expect(options.map((o) => o.title)).toEqual(['Blue Whale']);
  });

  it('refuses unknown or repeated books and a missing title, with their texts', async () => {
    const unknown = await call('POST', '/api/admin/collections', {
      title: 'x',
      bookIds: [crypto.randomUUID()],
    });
    expect(json<{ message: string }>(unknown).message).toBe(M.unknownBooks);
    const twice = await call('POST', '/api/admin/collections', {
      title: 'x',
      bookIds: [bookA, bookA],
    });
    expect(twice.statusCode).toBe(400);
    expect(Object.values(json<{ fields: Record<string, string> }>(twice).fields)).toContain(
      M.duplicateBooks,
    );
    const untitled = await call('POST', '/api/admin/collections', { title: '  ' });
    expect(Object.values(json<{ fields: Record<string, string> }>(untitled).fields)).toContain(
      M.titleRequired,
    );
    const ghost = await call('POST', '/api/admin/collections', {
      id: crypto.randomUUID(),
      title: 'x',
    });
    expect(ghost.statusCode).toBe(404);
  });
});

const discountBody = (over: Record<string, unknown> = {}) => ({
  discountSource: 'PROMO',
  promoCode: 'ONCEONLY',
  priceId: 'price_monthly',
  maxUses: 1,
  validFrom: local(-DAY),
  validUntil: local(30 * DAY),
  distributorIdentifier: null,
  active: true,
  discountPrice: 499,
  normalPrice: 999,
  duration: 'ONCE',
  ...over,
});

describe('discounts', () => {
  it('a discount created here with maxUses 1 works once at sign-up and is refused the second time', async () => {
    const res = await call('POST', '/api/discounts', discountBody({ promoCode: 'onceonly' }));
    expect(res.statusCode).toBe(200);
    const d = json<AdminDiscount>(res);
    expect(d).toMatchObject({ promoCode: 'ONCEONLY', maxUses: 1, uses: 0, active: true });

    const first = await signUp(t.app);
    const ok = await subscribe(t.app, first.token, await cardToken(t.app, first.token, CARDS.ok), {
      promoCode: 'ONCEONLY',
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ nextChargeAmount: 499, discount: { promoCode: 'ONCEONLY' } });

    const second = await signUp(t.app);
    const refused = await subscribe(
      t.app,
      second.token,
      await cardToken(t.app, second.token, CARDS.ok),
      {
        promoCode: 'ONCEONLY',
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(json<{ message: string }>(refused).message).toBe(PROMO_MESSAGES.usedUp);
    expect(json<AdminDiscount>(await call('GET', `/api/discounts/discount/${d.id}`)).uses).toBe(1);

    // Used by a subscription: not deletable (409 with its text), but it can be switched off.
    const del = await call('DELETE', `/api/discounts/discount/${d.id}`);
    expect(del.statusCode).toBe(409);
    expect(json<{ message: string }>(del).message).toBe(M.discountInUse);
    // maxUses cannot go below the uses so far.
    const low = await call(
      'PUT',
      `/api/discounts/discount/${d.id}`,
      discountBody({ maxUses: 1, promoCode: 'ONCEONLY' }),
    );
    expect(low.statusCode).toBe(200);
  });

  it('switching a discount off makes sign-up refuse it; on again honours it; status is audited', async () => {
    const d = json<AdminDiscount>(
      await call('POST', '/api/discounts', discountBody({ promoCode: 'TOGGLE', maxUses: null })),
    );
    const off = await call('PUT', `/api/discounts/discount/${d.id}/status/false`);
    expect(json<AdminDiscount>(off).active).toBe(false);
    const s = await signUp(t.app);
    const promo = await call('GET', '/api/subscription/promo/TOGGLE', undefined, s.token);
    expect(json<{ message: string }>(promo).message).toBe(PROMO_MESSAGES.inactive);
    await call('PUT', `/api/discounts/discount/${d.id}/status/true`);
    expect(
      (await call('GET', '/api/subscription/promo/TOGGLE', undefined, s.token)).statusCode,
    ).toBe(200);

    const log = await auditOf('DISCOUNT', d.id);
    expect(log.map((e) => e.action)).toEqual(['STATUS', 'STATUS', 'CREATE']);
    expect(log[1]).toMatchObject({ before: { active: true }, after: { active: false } });

    const list = json<AdminPage<AdminDiscount>>(
      await call('GET', '/api/discounts?search=togg&active=true'),
    );
    expect(list.content.map((x) => x.promoCode)).toEqual(['TOGGLE']);
  });

  it('edits, deletes an unused discount (audited) and refuses bad values with their texts', async () => {
    const d = json<AdminDiscount>(
      await call('POST', '/api/discounts', discountBody({ promoCode: 'EDITME' })),
    );
    const edited = await call(
      'PUT',
      `/api/discounts/discount/${d.id}`,
      discountBody({
        promoCode: 'EDITED',
        duration: 'REPEATING',
        durationInPeriods: 3,
        maxUses: 10,
      }),
    );
    expect(json<AdminDiscount>(edited)).toMatchObject({
      promoCode: 'EDITED',
      durationInPeriods: 3,
      maxUses: 10,
    });

    const dup = await call('POST', '/api/discounts', discountBody({ promoCode: 'edited' }));
    expect(dup.statusCode).toBe(409);
    expect(json<{ message: string }>(dup).message).toBe(M.promoCodeTaken);

    const bad = await call(
      'POST',
      '/api/discounts',
      discountBody({
        promoCode: 'BAD',
        discountPrice: 1200,
        validFrom: 'soon',
        duration: 'REPEATING',
      }),
    );
    const fields = Object.values(json<{ fields: Record<string, string> }>(bad).fields);
    expect(fields).toEqual(
      expect.arrayContaining([MESSAGES.dateIncorrect, M.priceAboveNormal, M.periodsRequired]),
    );
    const plan = await call(
      'POST',
      '/api/discounts',
      discountBody({ promoCode: 'NOPLAN', priceId: 'price_none' }),
    );
    expect(json<{ message: string }>(plan).message).toBe(M.unknownPlan);
    const source = await call(
      'POST',
      '/api/discounts',
      discountBody({ promoCode: 'NOSRC', discountSource: 'NOPE' }),
    );
    expect(json<{ message: string }>(source).message).toBe(M.unknownSource);

    expect((await call('DELETE', `/api/discounts/discount/${d.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/discounts/discount/${d.id}`)).statusCode).toBe(404);
    const log = await auditOf('DISCOUNT', d.id);
    expect(log.map((e) => e.action)).toEqual(['DELETE', 'UPDATE', 'CREATE']);
    expect(log[0]).toMatchObject({ before: { promoCode: 'EDITED' }, after: null });
    expect(log[1]).toMatchObject({
      before: { promoCode: 'EDITME' },
      after: { promoCode: 'EDITED' },
    });
  });

  it('discount sources: list, add (audited, no duplicates), and the discounts of a source', async () => {
    const add = await call('POST', '/api/discount-sources?sourceName=partner_x');
    expect(json<DiscountSource>(add)).toEqual({ sourceName: 'PARTNER_X', discounts: 0 });
    expect((await call('POST', '/api/discount-sources?sourceName=PARTNER_X')).statusCode).toBe(409);
    expect((await call('POST', '/api/discount-sources?sourceName=has space')).statusCode).toBe(400);
    await call(
      'POST',
      '/api/discounts',
      discountBody({ promoCode: 'PARTNER1', discountSource: 'partner_x' }),
    );
    const sources = json<DiscountSource[]>(await call('GET', '/api/discount-sources'));
    expect(sources).toEqual(
      expect.arrayContaining([
        { sourceName: 'PARTNER_X', discounts: 1 },
        expect.objectContaining({ sourceName: 'PROMO' }),
      ]),
    );
    const ofSource = json<AdminDiscount[]>(
      await call('GET', '/api/discounts/discountSource/partner_x'),
    );
    expect(ofSource.map((x) => x.promoCode)).toEqual(['PARTNER1']);
    expect((await auditOf('DISCOUNT_SOURCE', 'PARTNER_X')).map((e) => e.action)).toEqual([
      'CREATE',
    ]);
    const plans = json<Array<{ priceId: string }>>(await call('GET', '/api/discounts/plans'));
    expect(plans.map((p) => p.priceId)).toContain('price_monthly');
  });
});

describe('access', () => {
  it('only admins may call these endpoints, with any id', async () => {
    const id = crypto.randomUUID();
    const calls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
      ['GET', '/api/admin/banners'],
      ['GET', `/api/admin/banners/${id}`],
      ['POST', '/api/admin/banners'],
      ['PUT', `/api/admin/banners/${id}/status/ACTIVE`],
      ['GET', '/api/admin/collections'],
      ['GET', `/api/admin/collections/${id}`],
      ['GET', '/api/admin/collections/book-options'],
      ['POST', '/api/admin/collections'],
      ['PUT', `/api/admin/collections/${id}/status/ACTIVE`],
      ['GET', '/api/discounts'],
      ['GET', `/api/discounts/discount/${id}`],
      ['POST', '/api/discounts'],
      ['PUT', `/api/discounts/discount/${id}`],
      ['DELETE', `/api/discounts/discount/${id}`],
      ['PUT', `/api/discounts/discount/${id}/status/true`],
      ['GET', '/api/discounts/discountSource/PROMO'],
      ['GET', '/api/discounts/plans'],
      ['GET', '/api/discount-sources'],
      ['POST', '/api/discount-sources?sourceName=X'],
    ];
    const parent = await createParent(t.database.db);
    const other = await loginAs(t.app, parent.email!, parent.password);
    for (const [method, url] of calls) {
      const anon = await t.app.inject({
        method,
        url,
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(anon.statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const tok of [parentToken, teacherToken, kidToken, other]) {
        const res = await call(
          method,
          url,
          method === 'GET' || method === 'DELETE' ? undefined : {},
          tok,
        );
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });
});
