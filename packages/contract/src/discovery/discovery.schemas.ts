import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { timeZoneSchema } from '../validation/time-zone.ts';
import {
  discoveryZoneCardSchema,
  swimlaneSchema,
  bookCardSchema,
} from '../catalogue/catalogue.schemas.ts';
import { Role } from '../auth/roles.ts';
import { quizSchema, quizResultSchema } from '../quizzes/quizzes.schemas.ts';
import { rewardOutcomeSchema } from '../rewards/rewards.schemas.ts';

/**
 * Discovery zones (spec §3 "Discovery zone", "Fact", §7 "Activity"): themed pages for an age
 * segment with hero images, mascot, the zone's colours, fun facts, swimlanes of books and
 * collections, and one daily quiz per zone per day.
 */

const tags = ['discovery'] as const;
const KIDS = [Role.CHILD, Role.STUDENT] as const;
const uuid = z.string().uuid();

export const zoneIdParamsSchema = z.object({ id: uuid });

/** Spec §3 "Fact". */
export const factSchema = z.object({ id: uuid, text: z.string() });
export type Fact = z.infer<typeof factSchema>;

/** `GET /api/discovery`: the zones for the caller (children and students: their age segment). */
export const discoveryZonesSchema = z.object({ zones: z.array(discoveryZoneCardSchema) });
export type DiscoveryZones = z.infer<typeof discoveryZonesSchema>;

/** `GET /api/discovery/{id}`: one zone page. */
export const discoveryZoneSchema = discoveryZoneCardSchema.extend({
  heroImages: z.object({ web: z.string().nullable(), mobile: z.string().nullable() }),
  mascotImages: z.array(z.string()),
  /** The featured book of the zone (null when none is visible to the caller). */
  featured: bookCardSchema.nullable(),
  facts: z.array(factSchema),
  /** Rows of books and collections (spec §2 swimlanes), only what the caller may see. */
  swimlanes: z.array(swimlaneSchema),
  /** Number of questions in the daily quiz (0: no daily quiz). */
  dailyQuizQuestions: z.number().int().min(0),
});
export type DiscoveryZone = z.infer<typeof discoveryZoneSchema>;

export const dailyQuizQuerySchema = z.object({
  /** The browser's IANA time zone, to tell whether today's quiz was rewarded. */
  timeZone: timeZoneSchema,
});

/** `GET /api/quiz/discovery/{id}`: today's daily quiz of a zone. */
export const discoveryQuizSchema = z.object({
  zoneId: uuid,
  day: z.string(),
  quizzes: z.array(quizSchema),
  /** Today's rewarded result (null: not rewarded today yet). */
  completedToday: quizResultSchema.nullable(),
});
export type DiscoveryQuiz = z.infer<typeof discoveryQuizSchema>;

export const discoveryVisitBodySchema = z.object({ zoneId: uuid });
export const discoveryVisitResponseSchema = z.object({
  /** True the first time this profile visits the zone. */
  firstVisit: z.boolean(),
  rewards: rewardOutcomeSchema,
});
export type DiscoveryVisitResponse = z.infer<typeof discoveryVisitResponseSchema>;

export const DISCOVERY_MESSAGES = {
  zoneNotFound: 'We could not find that discovery zone.',
  loadFailed: 'We could not open that discovery zone. Please try again later.',
} as const;

export const discoveryApi = {
  zones: endpoint({
    method: 'GET',
    path: '/api/discovery',
    access: 'signedIn',
    summary: 'The active discovery zones for the caller (kids: their age segment)',
    tags,
    response: discoveryZonesSchema,
  }),
  zone: endpoint({
    method: 'GET',
    path: '/api/discovery/:id',
    access: 'signedIn',
    summary: 'One discovery zone page: colours, images, facts, swimlanes',
    tags,
    params: zoneIdParamsSchema,
    response: discoveryZoneSchema,
  }),
  quiz: endpoint({
    method: 'GET',
    path: '/api/quiz/discovery/:id',
    access: KIDS,
    summary: "A zone's daily quiz and whether it was rewarded today",
    tags,
    params: zoneIdParamsSchema,
    query: dailyQuizQuerySchema,
    response: discoveryQuizSchema,
  }),
  visit: endpoint({
    method: 'POST',
    path: '/api/activities/discovery',
    access: KIDS,
    summary: 'A zone was visited (first visit of each zone rewarded)',
    tags,
    body: discoveryVisitBodySchema,
    response: discoveryVisitResponseSchema,
  }),
};
