import { z } from 'zod';
import { Role } from '../auth/roles.ts';
import { endpoint } from '../common/endpoint.ts';
import { interestAreaSchema } from '../catalogue/catalogue.schemas.ts';

/**
 * A child's or student's interests (spec §3 "User profile" interests, §4 "Interests prompt",
 * §7 "GET and PUT /api/user/interests (interestIds)"). The ids are interest area ids (slugs).
 */

const tags = ['interests'] as const;

/** How many interests one profile may keep. */
export const INTERESTS_MAX = 30;

/** Field message when an id is not an active interest area (or repeats, or too many). */
export const INTERESTS_MESSAGES = {
  unknown: 'Please choose interests from the list.',
  duplicate: 'Each interest can be chosen only once.',
  tooMany: `Please choose at most ${INTERESTS_MAX} interests.`,
} as const;

export const interestIdsSchema = z
  .array(z.string().trim().min(1).max(60))
  .max(INTERESTS_MAX, INTERESTS_MESSAGES.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, { message: INTERESTS_MESSAGES.duplicate });

export const interestsResponseSchema = z.object({
  /** The caller's chosen interests. */
  interestIds: z.array(z.string()),
  /** The active interest areas to choose from, by position (pictures as the catalogue shows them). */
  areas: z.array(interestAreaSchema),
});
export type InterestsResponse = z.infer<typeof interestsResponseSchema>;

export const putInterestsBodySchema = z.object({ interestIds: interestIdsSchema });
export type PutInterestsBody = z.infer<typeof putInterestsBodySchema>;

const choosers = [Role.CHILD, Role.STUDENT] as const;

export const interestsApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/user/interests',
    access: choosers,
    summary: "The caller's interests and the active interest areas to choose from",
    tags,
    response: interestsResponseSchema,
  }),
  put: endpoint({
    method: 'PUT',
    path: '/api/user/interests',
    access: choosers,
    summary: "Replace the caller's interests (active interest areas only, at most 30)",
    tags,
    body: putInterestsBodySchema,
    response: interestsResponseSchema,
  }),
};
