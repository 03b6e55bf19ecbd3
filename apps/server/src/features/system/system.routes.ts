import { healthResponseSchema, systemApi } from '@pagebird/contract';
import type { Router } from '../../lib/route.ts';
import type { SystemService } from './system.service.ts';

export function registerSystemRoutes(r: Router, system: SystemService): void {
  r.route(
    systemApi.health,
    async ({ reply }) => {
      const h = await system.health();
      if (h.database === 'down') reply.code(503);
      return h;
    },
    { rateLimit: false, responses: { 503: healthResponseSchema.describe('Database down') } },
  );
  r.route(systemApi.configuration, () => system.configuration());
}
