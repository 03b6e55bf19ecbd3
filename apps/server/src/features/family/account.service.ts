import {
  AppErrorCode,
  PROFILE_MESSAGES,
  type Account,
  type changeEmailBodySchema,
} from '@pagebird/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AccountEvents } from '../../lib/account-events.ts';
import { requireParentGate } from '../../lib/parent-gate.ts';
import { verifySecret } from '../../lib/passwords.ts';
import { fullName } from '../auth/auth.presenter.ts';
import type { ProfilesRepo } from './profiles.repo.ts';

export interface AccountServiceDeps {
  repo: ProfilesRepo;
  clock: Clock;
  /** Ends every other sign-in of the account (auth service). */
  revokeOtherSignIns: (userId: string, keepFamilyId: string | null) => Promise<void>;
  forgetSessions: () => void;
  viewers: { forget(userId: string): void };
  /** Told after the account's rows are gone (the payments customer is removed there). */
  accountEvents: Pick<AccountEvents, 'deleted'>;
}

/**
 * Account settings (spec §2 /account-settings): email, consent to updates, deleting the account.
 * The password change is the auth feature's PUT /api/users/profile/password. Parent gate on all.
 */
export function createAccountService(deps: AccountServiceDeps) {
  const { repo, clock } = deps;

  async function account(userId: string): Promise<Account> {
    const user = await repo.findUser(userId);
    if (!user?.email) throw new AppError(AppErrorCode.UNAUTHENTICATED);
    const [consent, childCount] = await Promise.all([
      repo.consentOf(userId),
      repo.countChildren(userId),
    ]);
    return {
      email: user.email,
      name: fullName(user),
      consentToReceiveUpdates: consent,
      childCount,
    };
  }

  /** The current password, checked the way the password change checks it. */
  async function assertPassword(userId: string, password: string): Promise<void> {
    const user = await repo.findUser(userId);
    if (!(await verifySecret(user?.passwordHash, password))) {
      throw new AppError(AppErrorCode.INVALID_PASSWORD, undefined, {
        currentPassword: 'Oops! Password is incorrect. Try again.',
      });
    }
  }

  return {
    get(auth: AuthContext): Promise<Account> {
      requireParentGate(auth);
      return account(auth.user.id);
    },

    /** New email (unique); every other sign-in of the account ends. */
    async changeEmail(auth: AuthContext, body: z.output<typeof changeEmailBodySchema>) {
      requireParentGate(auth);
      await assertPassword(auth.user.id, body.currentPassword);
      await repo.transaction(async (tx) => {
        if (await repo.emailTaken(body.newEmail, auth.user.id, tx)) {
          throw new AppError(AppErrorCode.CONFLICT, PROFILE_MESSAGES.emailTaken, {
            newEmail: PROFILE_MESSAGES.emailTaken,
          });
        }
        await repo.setEmail(auth.user.id, body.newEmail, clock.now(), tx);
      });
      await deps.revokeOtherSignIns(auth.user.id, auth.session.familyId ?? null);
      return { account: await account(auth.user.id), message: PROFILE_MESSAGES.emailUpdated };
    },

    async setConsent(auth: AuthContext, consent: boolean) {
      requireParentGate(auth);
      await repo.setConsent(auth.user.id, consent, clock.now());
      return { account: await account(auth.user.id), message: PROFILE_MESSAGES.consentSaved };
    },

    /**
     * Delete the account: the parent row and, through the foreign keys, every child profile and
     * every row about them; every session ends at once.
     */
    async deleteAccount(auth: AuthContext, currentPassword: string): Promise<void> {
      requireParentGate(auth);
      await assertPassword(auth.user.id, currentPassword);
      const customerId = (await repo.findUser(auth.user.id))?.customerId ?? null;
      const children = await repo.listChildren(auth.user.id);
      await repo.transaction(async (tx) => {
        await repo.lockFamily(auth.user.id, tx);
        await repo.deleteChildren(
          children.map((c) => c.id),
          tx,
        );
        await repo.deleteUser(auth.user.id, tx);
      });
      deps.forgetSessions();
      for (const c of children) deps.viewers.forget(c.id);
      deps.viewers.forget(auth.user.id);
      await deps.accountEvents.deleted({ userId: auth.user.id, customerId });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
