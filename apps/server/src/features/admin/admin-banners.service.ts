import { createHash } from 'node:crypto';
import {
  ADMIN_COMMERCE_MESSAGES as M,
  AppErrorCode,
  parseDateInput,
  type AdminBanner,
  type AdminPage,
  type AdminStatus,
  type bannerBodySchema,
  type bannerListQuerySchema,
} from '@pagebird/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { sniffImageType } from '../catalogue/ingest/index.ts';
import type { AdminAudit } from './audit.ts';
import { adminPage } from './admin-list.ts';
import type { AdminBannersRepo, BannerRecord } from './admin-banners.repo.ts';
import { presentBanner } from './admin-commerce.presenter.ts';

type BannerBodyOut = z.output<typeof bannerBodySchema>;

/** Banner images: raster types only (an SVG could carry script). */
const IMAGE_EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
export const BANNER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const localDate = (v: string | null): Date | null => (v ? parseDateInput(v) : null);

/** Admin banners: list, details, save (multipart), status — every write audited. */
export function createAdminBannersService(deps: {
  repo: AdminBannersRepo;
  audit: AdminAudit;
  storage: StorageProvider;
}) {
  const { repo, audit, storage } = deps;

  async function present(row: BannerRecord): Promise<AdminBanner> {
    const titles = await repo.contentTitles([row]);
    return presentBanner(row, titles.get(row.contentId) ?? null);
  }

  async function found(id: string): Promise<BannerRecord> {
    const row = await repo.find(id);
    if (!row) throw new AppError(AppErrorCode.NOT_FOUND, M.bannerNotFound);
    return row;
  }

  /** Store an uploaded image under a content-addressed key; the key, or a 400 for a non-image. */
  async function storeImage(file: UploadedFile | undefined, field: string) {
    if (!file) return undefined;
    const type = sniffImageType(file.bytes);
    const ext = type ? IMAGE_EXT[type] : undefined;
    if (!type || !ext)
      throw new AppError(AppErrorCode.VALIDATION, M.imageType, { [field]: M.imageType });
    const key = `banners/${createHash('sha256').update(file.bytes).digest('hex')}.${ext}`;
    await storage.put(key, file.bytes, type);
    return key;
  }

  return {
    async list(q: z.output<typeof bannerListQuerySchema>): Promise<AdminPage<AdminBanner>> {
      const { rows, total } = await repo.page(q);
      const titles = await repo.contentTitles(rows);
      return adminPage(
        rows.map((r) => presentBanner(r, titles.get(r.contentId) ?? null)),
        total,
        q,
      );
    },

    async get(id: string): Promise<AdminBanner> {
      return present(await found(id));
    },

    async save(
      auth: AuthContext,
      body: BannerBodyOut,
      files: Map<string, UploadedFile>,
    ): Promise<AdminBanner> {
      const existing = body.id ? await found(body.id) : undefined;
      const webFile = files.get('webImage');
      const mobileFile = files.get('mobileImage');
      if (!existing && (!webFile || !mobileFile)) {
        const fields: Record<string, string> = {};
        if (!webFile) fields.webImage = M.webImageRequired;
        if (!mobileFile) fields.mobileImage = M.mobileImageRequired;
        throw new AppError(AppErrorCode.VALIDATION, Object.values(fields).join(', '), fields);
      }
      if (!(await repo.contentExists(body.bannerType, body.contentId))) {
        throw new AppError(AppErrorCode.VALIDATION, M.bannerContentMissing, {
          contentId: M.bannerContentMissing,
        });
      }
      const webImageKey = await storeImage(webFile, 'webImage');
      const mobileImageKey = await storeImage(mobileFile, 'mobileImage');
      const write = {
        name: body.name,
        bannerType: body.bannerType,
        entityType: body.bannerType,
        contentId: body.contentId,
        position: body.position,
        startDate: localDate(body.startDate),
        endDate: localDate(body.endDate),
        status: body.status,
        ...(webImageKey ? { webImageKey } : {}),
        ...(mobileImageKey ? { mobileImageKey } : {}),
      };
      const row = await repo.transaction(async (tx) => {
        if (existing) {
          const updated = await repo.update(existing.id, write, tx);
          const titles = await repo.contentTitles([existing, updated], tx);
          await audit.record(tx, {
            entity: 'BANNER',
            entityId: updated.id,
            action: 'UPDATE',
            actorId: auth.user.id,
            before: presentBanner(existing, titles.get(existing.contentId) ?? null),
            after: presentBanner(updated, titles.get(updated.contentId) ?? null),
          });
          return updated;
        }
        const created = await repo.insert(
          { ...write, webImageKey: webImageKey!, mobileImageKey: mobileImageKey! },
          tx,
        );
        const titles = await repo.contentTitles([created], tx);
        await audit.record(tx, {
          entity: 'BANNER',
          entityId: created.id,
          action: 'CREATE',
          actorId: auth.user.id,
          before: null,
          after: presentBanner(created, titles.get(created.contentId) ?? null),
        });
        return created;
      });
      return present(row);
    },

    async setStatus(auth: AuthContext, id: string, status: AdminStatus): Promise<AdminBanner> {
      const row = await repo.transaction(async (tx) => {
        const before = await repo.find(id, tx);
        if (!before) throw new AppError(AppErrorCode.NOT_FOUND, M.bannerNotFound);
        const after = await repo.setStatus(id, status, tx);
        const titles = await repo.contentTitles([after], tx);
        const title = titles.get(after.contentId) ?? null;
        await audit.record(tx, {
          entity: 'BANNER',
          entityId: id,
          action: 'STATUS',
          actorId: auth.user.id,
          before: presentBanner(before, title),
          after: presentBanner(after, title),
        });
        return after;
      });
      return present(row);
    },
  };
}
export type AdminBannersService = ReturnType<typeof createAdminBannersService>;
