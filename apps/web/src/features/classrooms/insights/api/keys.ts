import { sessionStore } from '../../../../lib/auth/session-store.ts';

/** Query keys of the class dashboards; each carries the signed-in educator. */
const viewer = () => sessionStore.get().user?.id ?? 'signed-out';

export const classInsightsKeys = {
  all: ['class-insights'] as const,
  classDashboard: (classId: string, days: number, tz: string) =>
    ['class-insights', viewer(), 'class', classId, days, tz] as const,
  activity: (days: number, tz: string) =>
    ['class-insights', viewer(), 'activity', days, tz] as const,
  report: (classId: string, studentId: string, days: number, tz: string) =>
    ['class-insights', viewer(), 'report', classId, studentId, days, tz] as const,
  books: (classId: string | undefined, days: number, tz: string) =>
    ['class-insights', viewer(), 'books', classId ?? 'all', days, tz] as const,
};
