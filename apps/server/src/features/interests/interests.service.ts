import {
  AppErrorCode,
  INTERESTS_MESSAGES,
  type InterestsResponse,
  type PutInterestsBody,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import type { InterestsRepo } from './interests.repo.ts';
import { toInterestsResponse } from './interests.presenter.ts';

export interface InterestsServiceDeps {
  repo: InterestsRepo;
  /** The catalogue's viewer cache: forgotten for the caller so browse follows new interests. */
  viewers: { forget(userId: string): void };
  clock: Clock;
}

/**
 * The caller's interests (spec §7 "GET and PUT /api/user/interests"). Only the caller's own
 * row is read or written (the id comes from the token); every id must be an active interest area.
 */
export function createInterestsService(deps: InterestsServiceDeps) {
  const { repo, viewers, clock } = deps;

  return {
    async get(auth: AuthContext): Promise<InterestsResponse> {
      return repo.transaction(async (tx) =>
        toInterestsResponse(await repo.interestsOf(tx, auth.user.id), await repo.activeAreas(tx)),
      );
    },

    async put(auth: AuthContext, body: PutInterestsBody): Promise<InterestsResponse> {
      const ids = body.interestIds;
      const result = await repo.transaction(async (tx) => {
        const active = await repo.activeAreaIds(tx, ids);
        if (ids.some((id) => !active.has(id))) {
          throw new AppError(AppErrorCode.VALIDATION, INTERESTS_MESSAGES.unknown, {
            interestIds: INTERESTS_MESSAGES.unknown,
          });
        }
        await repo.setInterests(tx, auth.user.id, ids, clock.now());
        return toInterestsResponse(ids, await repo.activeAreas(tx));
      });
      viewers.forget(auth.user.id);
      return result;
    },
  };
}

export type InterestsService = ReturnType<typeof createInterestsService>;
