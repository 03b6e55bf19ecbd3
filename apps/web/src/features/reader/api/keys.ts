import { sessionStore } from '../../../lib/auth/session-store.ts';

/**
 * Query keys of the reader feature. Answers depend on who is reading (progress, completions),
 * so every key carries the signed-in profile.
 */
const viewer = () => sessionStore.get().user?.id ?? 'signed-out';

export const readerKeys = {
  all: ['reader'] as const,
  content: (bookId: string) => ['reader', viewer(), 'content', bookId] as const,
  endOfBook: (bookIdNumber: string) => ['reader', viewer(), 'end-of-book', bookIdNumber] as const,
};
