import type { InterestArea, InterestsResponse } from '@pagebird/contract';
import { mediaUrl } from '../../providers/storage/media-url.ts';
import type { InterestAreaRecord } from './interests.repo.ts';

/** Same picture URL as the catalogue's interest tiles (`toInterestArea`). */
export function toInterestAreaDto(row: InterestAreaRecord): InterestArea {
  return { id: row.id, name: row.name, imageUrl: mediaUrl(row.imageKey) ?? '', color: row.color };
}

/**
 * The caller's interests as the areas to choose from show them: ids of areas that are no
 * longer active are left out, so a chosen tile always exists on the page.
 */
export function toInterestsResponse(
  interestIds: readonly string[],
  areas: readonly InterestAreaRecord[],
): InterestsResponse {
  const active = new Set(areas.map((a) => a.id));
  return {
    interestIds: interestIds.filter((id) => active.has(id)),
    areas: areas.map(toInterestAreaDto),
  };
}
