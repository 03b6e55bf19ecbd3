import type { TextSearchQuery } from '@pagebird/contract';
import { sessionStore } from '../../../lib/auth/session-store.ts';

/**
 * Query keys of the catalogue feature. Answers depend on who is reading (age, interests,
 * territory, progress), so every key carries the signed-in profile: switching from Mia to Leo
 * never shows Mia's shelf. Invalidate everything with `catalogueKeys.all`.
 */
const viewer = () => sessionStore.get().user?.id ?? 'signed-out';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  browse: () => ['catalogue', viewer(), 'browse'] as const,
  landing: (type: string, id?: string) => ['catalogue', viewer(), 'landing', type, id] as const,
  details: (id: string) => ['catalogue', viewer(), 'details', id] as const,
  related: (id: string) => ['catalogue', viewer(), 'related', id] as const,
  series: (id: string) => ['catalogue', viewer(), 'series', id] as const,
  adminCollection: (id: string) => ['catalogue', viewer(), 'collection', id] as const,
  filters: () => ['catalogue', viewer(), 'filters'] as const,
  search: (query: Omit<TextSearchQuery, 'page'>) =>
    ['catalogue', viewer(), 'search', query] as const,
  visualItems: () => ['catalogue', viewer(), 'visual-items'] as const,
};
