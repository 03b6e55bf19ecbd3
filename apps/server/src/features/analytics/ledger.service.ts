import type { RecordLedgerBody, RecordLedgerResponse } from '@pagebird/contract';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { LedgerRepo } from './ledger.repo.ts';

/**
 * Ledger ingestion: the events are the signed-in profile's (the token's user — never an id the
 * client sends); the body was validated by the contract schema (ids, enums, numbers only).
 */
export function createLedgerService(deps: { repo: LedgerRepo }) {
  return {
    async record(auth: AuthContext, body: RecordLedgerBody): Promise<RecordLedgerResponse> {
      const { stored, duplicate } = await deps.repo.storeBatch(
        auth.user.id,
        body.batchId,
        body.events,
      );
      return { batchId: body.batchId, stored, duplicate };
    },
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
