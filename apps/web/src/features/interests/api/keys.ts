import { sessionStore } from '../../../lib/auth/session-store.ts';

/** Query keys of the interests feature; each carries the signed-in profile. */
const viewer = () => sessionStore.get().user?.id ?? 'signed-out';

export const interestsKeys = {
  all: ['interests'] as const,
  mine: () => ['interests', viewer()] as const,
};
