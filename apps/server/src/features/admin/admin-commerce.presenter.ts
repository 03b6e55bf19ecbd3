import {
  toLocalDateTimeString,
  type AdminBanner,
  type AdminDiscount,
  type BannerType,
} from '@pagebird/contract';
import type { DiscountRow } from '../../db/schema/index.ts';
import { mediaUrl } from '../../providers/storage/index.ts';
import type { BannerRecord } from './admin-banners.repo.ts';

/**
 * Spec §5: banner and discount dates travel as local time without zone. The server reads and
 * writes them in its own time zone (TZ of the process), so a value comes back as it was sent.
 */
export const localOrNull = (d: Date | null): string | null => (d ? toLocalDateTimeString(d) : null);

export function presentBanner(row: BannerRecord, title: string | null): AdminBanner {
  const type = row.bannerType as BannerType;
  return {
    id: row.id,
    name: row.name,
    bannerType: type,
    startDate: localOrNull(row.startDate),
    endDate: localOrNull(row.endDate),
    position: row.position,
    status: row.status,
    content: { entityType: row.entityType as BannerType, contentId: row.contentId, title },
    webImageUrl: mediaUrl(row.webImageKey) ?? '',
    mobileImageUrl: mediaUrl(row.mobileImageKey) ?? '',
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentDiscount(row: DiscountRow): AdminDiscount {
  return {
    id: row.id,
    discountSource: row.discountSource,
    promoCode: row.promoCode,
    priceId: row.priceId,
    maxUses: row.maxUses,
    uses: row.uses,
    validFrom: localOrNull(row.validFrom),
    validUntil: localOrNull(row.validUntil),
    distributorIdentifier: row.distributorIdentifier,
    active: row.active,
    discountPrice: row.discountPrice,
    normalPrice: row.normalPrice,
    duration: row.duration as AdminDiscount['duration'],
    durationInPeriods: row.durationInPeriods,
    createdAt: row.createdAt.toISOString(),
  };
}
