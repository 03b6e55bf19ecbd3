import { sessionStore } from '../../../../lib/auth/session-store.ts';

/** Query keys of the parent insights; each carries the signed-in parent. */
const viewer = () => sessionStore.get().user?.id ?? 'signed-out';

export const insightsKeys = {
  all: ['insights'] as const,
  dashboard: (days: number, tz: string) => ['insights', viewer(), 'dashboard', days, tz] as const,
  activity: (childId: string, page: number) =>
    ['insights', viewer(), 'activity', childId, page] as const,
  report: (childId: string, days: number, tz: string) =>
    ['insights', viewer(), 'report', childId, days, tz] as const,
  sharedBooks: (childId: string) => ['insights', viewer(), 'shared-books', childId] as const,
  bookSharing: (bookId: string) => ['insights', viewer(), 'book-sharing', bookId] as const,
  digest: () => ['insights', viewer(), 'digest'] as const,
};
