/**
 * What other features must clean up when a parent account is deleted, outside the database
 * transaction that removes its rows (e.g. the payments provider's customer and saved cards).
 * Feature modules subscribe; the account service announces after its transaction commits.
 */
export interface DeletedAccount {
  userId: string;
  /** The payments provider's customer of the account, if it had one. */
  customerId: string | null;
}

export interface AccountEvents {
  onDeleted(handler: (account: DeletedAccount) => Promise<void>): void;
  /** Runs every handler; a handler's failure is left to it (queue a retrying job). */
  deleted(account: DeletedAccount): Promise<void>;
}

export function createAccountEvents(): AccountEvents {
  const handlers: Array<(account: DeletedAccount) => Promise<void>> = [];
  return {
    onDeleted(handler) {
      handlers.push(handler);
    },
    async deleted(account) {
      for (const handler of handlers) await handler(account);
    },
  };
}
