import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
  uptimeSeconds: z.number(),
});

/** Public configuration the client needs at start (spec §7 `/api/configuration`). */
export const configurationResponseSchema = z.object({
  version: z.string(),
  features: z.object({
    askMe: z.boolean(),
    libraryAndCollections: z.boolean(),
    myLibraryLabel: z.boolean(),
  }),
  trialDays: z.number().int(),
  invitationDays: z.number().int(),
  paymentsProvider: z.string(),
  supportEmail: z.string(),
});
export type Configuration = z.infer<typeof configurationResponseSchema>;

export const versionFileSchema = z.object({ version: z.string() });

const tags = ['system'] as const;
export const systemApi = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Liveness and database reachability',
    tags,
    response: healthResponseSchema,
  }),
  configuration: endpoint({
    method: 'GET',
    path: '/api/configuration',
    access: 'public',
    summary: 'Client configuration and feature switches',
    tags,
    response: configurationResponseSchema,
  }),
} as const;
