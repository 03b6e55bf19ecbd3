import { dictionaryApi, normalizeDictionaryWord, Role } from '@pagebird/contract';
import type { ModuleContext } from '../../app-module.ts';
import { wordLookups } from '../../db/schema/index.ts';
import { createDigestService, DIGEST_CRON, DIGEST_QUEUE } from './digest.service.ts';
import { createInsightsRepo } from './insights.repo.ts';
import { registerInsightsRoutes } from './insights.routes.ts';
import { createInsightsService } from './insights.service.ts';
import { createShareService } from './share.service.ts';

/**
 * Families (issue 11): insights — the parent dashboard and reports, share and hide, the weekly
 * reading digest (a pg-boss cron job), and the record of words children look up.
 */
export async function registerInsightsModule(ctx: ModuleContext): Promise<void> {
  const db = ctx.database.db;
  const repo = createInsightsRepo(db, ctx.clock);
  const insights = createInsightsService({ repo, clock: ctx.clock });
  const share = createShareService({ db, repo, viewers: ctx.viewers, clock: ctx.clock });
  const digest = createDigestService({
    db,
    repo,
    email: ctx.email,
    clock: ctx.clock,
    logger: ctx.logger,
    publicUrl: ctx.config.publicUrl,
    country: ctx.config.territory.defaultCountry,
  });
  registerInsightsRoutes(ctx.router, { insights, share, digest });

  ctx.jobs.define(DIGEST_QUEUE, {
    cron: DIGEST_CRON,
    retryLimit: 3,
    retryDelay: 300,
    handler: async () => {
      await digest.sendWeekly();
    },
  });

  // "Words looked up" (dashboard): a child's or student's successful dictionary lookup is
  // recorded here, beside the dictionary's route, before its answer is sent.
  ctx.app.addHook('onSend', async (req, reply, payload) => {
    if (
      reply.statusCode === 200 &&
      req.method === 'GET' &&
      req.routeOptions.url === dictionaryApi.lookup.path &&
      req.auth &&
      (req.auth.user.role === Role.CHILD || req.auth.user.role === Role.STUDENT)
    ) {
      const raw = (req.params as { word?: string }).word ?? '';
      const word = normalizeDictionaryWord(raw).replace(/\s+/g, ' ').toLowerCase().slice(0, 100);
      if (word) {
        await db
          .insert(wordLookups)
          .values({ userId: req.auth.user.id, word, at: ctx.clock.now() })
          .catch((err: unknown) => ctx.logger.warn({ err }, 'Could not record a word lookup'));
      }
    }
    return payload;
  });
}
