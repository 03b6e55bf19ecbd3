import { AppErrorCode, CONSTANTS, DISCOVERY_MESSAGES, KID_ROLES } from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Viewer } from '../catalogue/visibility.ts';

/** Discovery rules that are ours (the spec gives no numbers for them). */
export const DISCOVERY_POLICY = {
  /** Book cards per swimlane of a zone page. */
  rowSize: 20,
  /** Interest rows of a zone page (the zone's first interest ids). */
  maxInterestRows: 6,
  /** Admin collection rows of a zone page. */
  maxCollectionRows: 4,
} as const;

/**
 * The age a viewer's zones are chosen by: children and students see the zones whose age
 * segment holds their age (unknown age: the spec's default age 14); other roles see every
 * zone (null).
 */
export function zoneAgeOf(v: Pick<Viewer, 'role' | 'age'>): number | null {
  if (!KID_ROLES.includes(v.role)) return null;
  return v.age ?? CONSTANTS.spacing.defaultAge;
}

/** The fields of a zone the access rule reads. */
export interface ZoneAccessAttrs {
  status: string;
  age_min: number;
  age_max: number;
  /** Ages switched off on their own (admin status per age). */
  inactive_ages?: readonly number[];
}

/** An active zone whose age segment holds `age` (null: any age). */
export function isZoneOpenTo(zone: ZoneAccessAttrs, age: number | null): boolean {
  if (zone.status !== 'ACTIVE') return false;
  if (age === null) return true;
  return zone.age_min <= age && age <= zone.age_max && !zone.inactive_ages?.includes(age);
}

/**
 * A zone asked for by id: unknown, inactive, or (for kids) of another age segment → 404 with
 * the same message, so nothing tells that it exists.
 */
export function assertZoneOpen<T extends ZoneAccessAttrs>(
  zone: T | undefined,
  age: number | null,
): T {
  if (!zone || !isZoneOpenTo(zone, age)) {
    throw new AppError(AppErrorCode.NOT_FOUND, DISCOVERY_MESSAGES.zoneNotFound);
  }
  return zone;
}
