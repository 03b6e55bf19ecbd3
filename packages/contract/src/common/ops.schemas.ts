import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/**
 * Operations (issue 15): readiness for the load balancer. `/api/health` says the process lives;
 * `/api/ready` says it should get traffic: the database and the file storage answer and the
 * instance is not draining after SIGTERM.
 */
export const readyResponseSchema = z.object({
  ready: z.boolean(),
  database: z.enum(['up', 'down']),
  storage: z.enum(['up', 'down']),
  draining: z.boolean(),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;

export const opsApi = {
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    summary: 'Readiness: database and storage reachable, not draining (503 otherwise)',
    tags: ['system'],
    response: readyResponseSchema,
  }),
} as const;
