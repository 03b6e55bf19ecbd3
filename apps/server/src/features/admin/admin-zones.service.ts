import {
  ADMIN_ZONES_MESSAGES,
  AppErrorCode,
  type AdminPage,
  type AdminStatus,
  type AdminZone,
  type AdminZoneRow,
  type adminZoneListQuerySchema,
  type adminZoneSaveSchema,
} from '@pagebird/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { imageUrlOf } from '../discovery/discovery.presenter.ts';
import { adminPage } from './admin-list.ts';
import type { AdminAudit } from './audit.ts';
import { bytesOfDataUrl, isDataUrl, storeAdminImage } from './admin-zones.images.ts';
import { toAdminZone, toAdminZoneRow } from './admin-zones.presenter.ts';
import type { AdminZonesRepo, ZoneWrite } from './admin-zones.repo.ts';

export type ZoneSave = z.output<typeof adminZoneSaveSchema>;

export interface AdminZonesDeps {
  repo: AdminZonesRepo;
  audit: AdminAudit;
  storage: StorageProvider;
  clock: Clock;
}

const invalid = (field: string, message: string) =>
  new AppError(AppErrorCode.VALIDATION, message, { [field]: message });
const notFound = () => new AppError(AppErrorCode.NOT_FOUND, ADMIN_ZONES_MESSAGES.zoneNotFound);

/**
 * Admin discovery zones (spec §3 "Discovery zone", §7): list, details, create/update with
 * pictures as base64, and the status — of the whole zone, or of one age of its segment. Every
 * write is checked (the ids it points at must exist), done in one transaction and recorded in
 * the audit log with the zone before and after. The kids' zone page reads the same rows, so a
 * saved zone shows there at once.
 *
 * Status per age is kept normalised: the zone's own status, plus INACTIVE rows for the ages
 * switched off while the zone is on. Switching the zone as a whole makes every age follow it.
 */
export function createAdminZonesService(deps: AdminZonesDeps) {
  const { repo, audit, storage, clock } = deps;

  async function present(tx: DbOrTx, id: string): Promise<AdminZone> {
    const zone = await repo.zone(tx, id);
    if (!zone) throw notFound();
    return toAdminZone(zone, await repo.related(tx, zone));
  }

  /** A picture field: undefined keeps, null removes, a data URL is stored. */
  async function image(value: string | null | undefined, field: string) {
    if (value === undefined || value === null) return value;
    return storeAdminImage(storage, 'zones', bytesOfDataUrl(value, field), field);
  }

  /** Every id the zone points at must exist (400 naming the unknown ones). */
  async function checkReferences(tx: DbOrTx, body: ZoneSave): Promise<void> {
    const [f, q, c, i, b] = await Promise.all([
      repo.missingFacts(tx, body.factIds),
      repo.missingQuizzes(tx, body.quizQuestionIds),
      repo.missingCollections(tx, body.collectionIds),
      repo.missingInterests(tx, body.recEngineRuleIds),
      repo.missingBadges(tx, body.badgeIds),
    ]);
    const fields: Record<string, string> = {};
    if (f.length) fields.factIds = ADMIN_ZONES_MESSAGES.unknownFacts(f);
    if (q.length) fields.quizQuestionIds = ADMIN_ZONES_MESSAGES.unknownQuizzes(q);
    if (c.length) fields.collectionIds = ADMIN_ZONES_MESSAGES.unknownCollections(c);
    if (i.length) fields.recEngineRuleIds = ADMIN_ZONES_MESSAGES.unknownInterests(i);
    if (b.length) fields.badgeIds = ADMIN_ZONES_MESSAGES.unknownBadges(b);
    const first = Object.values(fields)[0];
    if (first) throw new AppError(AppErrorCode.VALIDATION, first, fields);
  }

  return {
    async list(q: z.output<typeof adminZoneListQuerySchema>): Promise<AdminPage<AdminZoneRow>> {
      const { rows, total } = await repo.list(q);
      return adminPage(rows.map(toAdminZoneRow), total, q);
    },

    details(id: string): Promise<AdminZone> {
      return repo.transaction((tx) => present(tx, id));
    },

    /** PATCH /api/admin/discovery: create without id, update with one. */
    async save(actorId: string, body: ZoneSave): Promise<AdminZone> {
      // Pictures are stored first (content-addressed: a failed save leaves only an unused file).
      const [heroWeb, heroMobile, iconUrl, newMascots] = await Promise.all([
        image(body.heroWebImage, 'heroWebImage'),
        image(body.heroMobileImage, 'heroMobileImage'),
        image(body.iconImage, 'iconImage'),
        Promise.all(
          (body.mascotImages ?? []).map((m, n) =>
            isDataUrl(m) ? image(m, `mascotImages.${n}`) : Promise.resolve(null),
          ),
        ),
      ]);

      return repo.transaction(async (tx) => {
        const before = body.id ? await repo.zone(tx, body.id, true) : undefined;
        if (body.id && !before) throw notFound();
        const beforeView = before ? toAdminZone(before, await repo.related(tx, before)) : null;
        await checkReferences(tx, body);

        let featuredBookId: string | null | undefined;
        if (body.featuredBookIdNumber === null || body.featuredBookIdNumber === '') {
          featuredBookId = null;
        } else if (body.featuredBookIdNumber !== undefined) {
          featuredBookId = await repo.bookIdByNumber(tx, body.featuredBookIdNumber);
          if (!featuredBookId) {
            throw invalid(
              'featuredBookIdNumber',
              ADMIN_ZONES_MESSAGES.unknownBook(body.featuredBookIdNumber),
            );
          }
        }

        let mascotImages: string[] | undefined;
        if (body.mascotImages) {
          mascotImages = body.mascotImages.map((m, n) => {
            const stored = newMascots[n];
            if (stored) return stored;
            const kept = before?.mascotImages.find((k) => k === m || imageUrlOf(k) === m);
            if (!kept) throw invalid(`mascotImages.${n}`, ADMIN_ZONES_MESSAGES.unknownMascot);
            return kept;
          });
        }

        const now = clock.now();
        const values: ZoneWrite = {
          title: body.title,
          shortTitle: body.shortTitle,
          ageMin: body.ageSegment.minAge,
          ageMax: body.ageSegment.maxAge,
          status: body.status,
          spotcheckStatus: body.spotcheckStatus,
          colours: body.colours,
          factIds: body.factIds,
          quizIds: body.quizQuestionIds,
          badgeIds: body.badgeIds,
          collectionIds: body.collectionIds,
          interestIds: body.recEngineRuleIds,
          position: body.position,
          updatedAt: now,
          ...(heroWeb !== undefined ? { heroWeb } : {}),
          ...(heroMobile !== undefined ? { heroMobile } : {}),
          ...(iconUrl !== undefined ? { iconUrl } : {}),
          ...(mascotImages ? { mascotImages } : {}),
          ...(featuredBookId !== undefined ? { featuredBookId } : {}),
        };

        let id: string;
        if (before) {
          id = before.id;
          await repo.update(tx, id, values);
          await repo.dropAgeStatusesOutside(tx, id, values.ageMin, values.ageMax);
          // A zone switched off as a whole keeps no per-age rows (every age follows it).
          if (values.status === 'INACTIVE') await repo.clearAgeStatuses(tx, id);
        } else {
          id = await repo.insert(tx, values);
        }
        const after = await present(tx, id);
        await audit.record(tx, {
          entity: 'DISCOVERY_ZONE',
          entityId: id,
          action: before ? 'UPDATE' : 'CREATE',
          actorId,
          before: beforeView,
          after,
        });
        return after;
      });
    },

    /** PUT /api/admin/discovery/{id}/status/{status}?age=. */
    async setStatus(
      actorId: string,
      id: string,
      status: AdminStatus,
      age: number | undefined,
    ): Promise<AdminZone> {
      return repo.transaction(async (tx) => {
        const zone = await repo.zone(tx, id, true);
        if (!zone) throw notFound();
        const before = toAdminZone(zone, await repo.related(tx, zone));
        const now = clock.now();

        if (age === undefined) {
          await repo.update(tx, id, { status, updatedAt: now });
          await repo.clearAgeStatuses(tx, id);
        } else {
          if (age < zone.ageMin || age > zone.ageMax) {
            throw invalid('age', ADMIN_ZONES_MESSAGES.ageOutsideSegment(zone.ageMin, zone.ageMax));
          }
          const effective = new Map(before.ageStatuses.map((a) => [a.age, a.status]));
          effective.set(age, status);
          const off = [...effective].filter(([, s]) => s === 'INACTIVE').map(([a]) => a);
          await repo.clearAgeStatuses(tx, id);
          if (off.length === effective.size) {
            await repo.update(tx, id, { status: 'INACTIVE', updatedAt: now });
          } else {
            await repo.update(tx, id, { status: 'ACTIVE', updatedAt: now });
            for (const a of off) await repo.setAgeStatus(tx, id, a, 'INACTIVE', now);
          }
        }
        const after = await present(tx, id);
        await audit.record(tx, {
          entity: 'DISCOVERY_ZONE',
          entityId: id,
          action: 'STATUS',
          actorId,
          before,
          after,
        });
        return after;
      });
    },
  };
}

export type AdminZonesService = ReturnType<typeof createAdminZonesService>;
