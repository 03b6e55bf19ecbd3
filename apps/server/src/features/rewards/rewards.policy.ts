import {
  AppErrorCode,
  canUseRewardVault,
  REWARDS_MESSAGES,
  type RewardEntityType,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { ItemRow } from './rewards.repo.ts';

/**
 * Spec §6/§9: the reward vault is for children (and students) over 6 only — its items and its
 * purchases alike. An unknown age does not open it (the same rule as the account menu).
 */
export function assertVaultOpen(age: number | null): void {
  if (!canUseRewardVault(age)) {
    throw new AppError(AppErrorCode.FORBIDDEN, REWARDS_MESSAGES.vaultTooYoung);
  }
}

/** An item of the given kind that exists (any status: an owned item stays wearable). */
export function assertItemOfKind(item: ItemRow | undefined, entityType: RewardEntityType): ItemRow {
  if (!item || item.entity_type !== entityType) {
    throw new AppError(AppErrorCode.NOT_FOUND, REWARDS_MESSAGES.itemNotFound);
  }
  return item;
}

/** Only what the profile owns (a starter item or one it earned or bought) can be worn. */
export function assertOwned(item: ItemRow): void {
  if (!item.owned) throw new AppError(AppErrorCode.FORBIDDEN, REWARDS_MESSAGES.notOwned);
}

/** An item the vault sells now: active and priced. */
export function assertOnSale(
  item: ItemRow | undefined,
  entityType: RewardEntityType,
): ItemRow & { price: number } {
  const found = assertItemOfKind(item, entityType);
  if (found.status !== 'ACTIVE' || found.price === null) {
    throw new AppError(AppErrorCode.NOT_FOUND, REWARDS_MESSAGES.itemNotFound);
  }
  if (found.owned) throw alreadyOwned();
  return { ...found, price: found.price };
}

export const alreadyOwned = () =>
  new AppError(AppErrorCode.CONFLICT, REWARDS_MESSAGES.alreadyOwned);

export const notEnoughGems = () =>
  new AppError(AppErrorCode.CONFLICT, REWARDS_MESSAGES.notEnoughGems);

export const avatarRequired = () =>
  new AppError(AppErrorCode.VALIDATION, REWARDS_MESSAGES.avatarRequired, {
    itemId: REWARDS_MESSAGES.avatarRequired,
  });
