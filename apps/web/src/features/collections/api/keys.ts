/** Query keys of the collections feature; mutations invalidate by these prefixes. */
export const collectionsKeys = {
  all: ['collections'] as const,
  list: () => ['collections', 'list'] as const,
  details: () => ['collections', 'detail'] as const,
  detail: (id: string) => ['collections', 'detail', id] as const,
  memberships: () => ['collections', 'content'] as const,
  membership: (bookId: string) => ['collections', 'content', bookId] as const,
  assignments: (id: string) => ['collections', 'assignments', id] as const,
  favorites: () => ['collections', 'favorites'] as const,
};
