import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rewardArtApi, rewardsApi, type Endpoint } from '@pagebird/contract';
import { describeAccess, errorBodySchema, type Router } from '../../lib/route.ts';
import { MEDIA_CSP } from '../catalogue/import/media.routes.ts';
import { noneMatchHit } from '../reader/reader.http.ts';
import type { ArtKind } from './art/index.ts';
import { ART_CACHE_CONTROL, type RewardArt } from './rewards.art.ts';
import type { RewardsService } from './rewards.service.ts';

/** Thin routes: contract endpoint → rewards service. */
export function registerRewardsRoutes(r: Router, rewards: RewardsService): void {
  r.route(rewardsApi.stats, ({ requireAuth }) => rewards.stats(requireAuth()));
  r.route(rewardsApi.recentActivity, ({ requireAuth, query }) =>
    rewards.recentActivity(requireAuth(), query.page),
  );
  r.route(rewardsApi.badges, ({ requireAuth }) => rewards.badges(requireAuth()));
  r.route(rewardsApi.earnedBadges, ({ requireAuth }) => rewards.earnedBadges(requireAuth()));
  r.route(rewardsApi.avatars, ({ requireAuth }) => rewards.avatars(requireAuth()));
  r.route(rewardsApi.frames, ({ requireAuth }) => rewards.frames(requireAuth()));
  r.route(rewardsApi.stickers, ({ requireAuth }) => rewards.stickers(requireAuth()));
  r.route(rewardsApi.patchItems, ({ requireAuth, body }) =>
    rewards.patchItems(requireAuth(), body),
  );
  r.route(rewardsApi.putItem, ({ requireAuth, body }) => rewards.putItem(requireAuth(), body));
  r.route(rewardsApi.storeItems, ({ requireAuth }) => rewards.storeItems(requireAuth()));
  r.route(rewardsApi.purchase, ({ requireAuth, body }) => rewards.purchase(requireAuth(), body));
}

const svgBody = z.string().describe('An SVG picture (image/svg+xml)');

/**
 * The reward pictures (rewardArtApi): public (ids name catalogue items, nothing personal), SVG
 * with an ETag (304 on If-None-Match), cached a day, under a CSP that lets nothing in the file
 * run or load. Registered on Fastify directly because the answer is a picture, not JSON; not
 * counted against the API rate limit (a page shows many). Unknown ids: the usual 404 JSON.
 */
export function registerRewardArtRoutes(app: FastifyInstance, art: RewardArt): void {
  const routes: Array<[Endpoint, ArtKind]> = [
    [rewardArtApi.avatar, 'AVATAR'],
    [rewardArtApi.frame, 'AVATAR_FRAME'],
    [rewardArtApi.sticker, 'STICKER'],
    [rewardArtApi.badge, 'BADGE'],
  ];
  for (const [endpoint, kind] of routes) {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        summary: endpoint.summary,
        description: describeAccess(endpoint.access),
        tags: [...endpoint.tags],
        security: [],
        params: endpoint.params,
        response: {
          200: svgBody,
          304: z.undefined().describe('Not modified (If-None-Match)'),
          400: errorBodySchema,
          404: errorBodySchema,
          500: errorBodySchema,
        },
      },
      config: { access: endpoint.access, rateLimit: false },
      handler: async (req, reply) => {
        const { id } = req.params as { id: string };
        const picture = await art.picture(kind, id);
        reply
          .header('cache-control', ART_CACHE_CONTROL)
          .header('etag', picture.etag)
          .header('content-security-policy', MEDIA_CSP)
          .header('x-content-type-options', 'nosniff')
          .type('image/svg+xml; charset=utf-8');
        if (noneMatchHit(req.headers['if-none-match'], picture.etag)) {
          return reply.code(304).send();
        }
        return reply.send(picture.svg);
      },
    });
  }
}
