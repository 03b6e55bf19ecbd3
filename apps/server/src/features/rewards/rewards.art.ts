import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { AppErrorCode, REWARDS_MESSAGES } from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import { renderArt, type ArtKind } from './art/index.ts';
import type { RewardsRepo } from './rewards.repo.ts';

export interface Picture {
  svg: string;
  /** Strong validator of these bytes. */
  etag: string;
}

/** How long browsers and CDNs may keep a picture (the art of an id rarely changes). */
export const ART_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * The pictures of badges, avatars, frames and stickers, drawn from their stored art parameters.
 * Drawings are kept per id and parameters (a changed picture is drawn again), so a busy page of
 * avatars costs one primary-key read per picture and no drawing.
 */
export function createRewardArt(deps: { repo: RewardsRepo }) {
  const { repo } = deps;
  const drawn = new LRUCache<string, Picture & { params: string }>({ max: 1000 });

  async function picture(kind: ArtKind, id: string): Promise<Picture> {
    const row = kind === 'BADGE' ? await repo.badgeArt(id) : await repo.itemArt(id);
    if (!row || row.entity_type !== kind) {
      throw new AppError(AppErrorCode.NOT_FOUND, REWARDS_MESSAGES.itemNotFound);
    }
    const params = JSON.stringify([row.name, row.art]);
    const key = `${kind}:${id}`;
    const hit = drawn.get(key);
    if (hit && hit.params === params) return hit;
    const svg = await renderArt(kind, row.art, row.name);
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
    const fresh = { svg, etag, params };
    drawn.set(key, fresh);
    return fresh;
  }

  return { picture };
}

export type RewardArt = ReturnType<typeof createRewardArt>;
