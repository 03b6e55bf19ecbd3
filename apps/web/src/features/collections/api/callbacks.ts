/**
 * Result callbacks given to a mutation hook (not to `mutate`): they run even when the component
 * that started the change has gone (e.g. a card removed from the list at once), so the result
 * notification is never lost.
 */
export interface MutationCallbacks {
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
}
