import type { AdminZone, AdminZoneRow, SpotcheckStatus } from '@pagebird/contract';
import { SPOTCHECK_STATUSES } from '@pagebird/contract';
import { imageUrlOf, toZoneColours } from '../discovery/discovery.presenter.ts';
import type { AdminZonesRepo, ZoneListRow } from './admin-zones.repo.ts';

type Related = Awaited<ReturnType<AdminZonesRepo['related']>>;

const spotcheckOf = (v: string): SpotcheckStatus =>
  (SPOTCHECK_STATUSES as readonly string[]).includes(v) ? (v as SpotcheckStatus) : 'AI_GENERATED';

export function toAdminZoneRow(z: ZoneListRow): AdminZoneRow {
  return {
    id: z.id,
    title: z.title,
    shortTitle: z.shortTitle,
    ageSegment: { minAge: z.ageMin, maxAge: z.ageMax },
    status: z.status,
    inactiveAges: z.inactiveAges,
    spotcheckStatus: spotcheckOf(z.spotcheckStatus),
    iconUrl: imageUrlOf(z.iconUrl),
    colours: toZoneColours(z.colours),
    factCount: z.factIds.length,
    quizCount: z.quizIds.length,
    position: z.position,
    updatedAt: z.updatedAt.toISOString(),
  };
}

/** A zone as its editor (and the audit log) sees it: pictures as URLs, lists in order. */
export function toAdminZone(z: ZoneListRow, related: Related): AdminZone {
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const quizzes = byId(related.quizRows);
  const interests = byId(related.interestRows);
  const collections = byId(related.collectionRows);
  const ages: number[] = [];
  for (let age = z.ageMin; age <= z.ageMax; age += 1) ages.push(age);
  return {
    ...toAdminZoneRow(z),
    ageStatuses: ages.map((age) => ({
      age,
      status: z.status === 'ACTIVE' && !z.inactiveAges.includes(age) ? 'ACTIVE' : 'INACTIVE',
    })),
    heroImages: { web: imageUrlOf(z.heroWeb), mobile: imageUrlOf(z.heroMobile) },
    mascotImages: z.mascotImages.flatMap((m) => {
      const url = imageUrlOf(m);
      return url ? [url] : [];
    }),
    factIds: z.factIds,
    quizQuestionIds: z.quizIds,
    badgeIds: z.badgeIds,
    collectionIds: z.collectionIds,
    recEngineRuleIds: z.interestIds,
    featuredBookIdNumber: related.featured?.idNumber ?? null,
    featuredBookTitle: related.featured?.title ?? null,
    quizUniqueID: z.id,
    quizzesContent: z.quizIds.flatMap((id) => {
      const q = quizzes.get(id);
      return q ? [{ id: q.id, question: q.question, status: q.status }] : [];
    }),
    swimlanes: [
      ...z.interestIds.flatMap((id) => {
        const i = interests.get(id);
        return i ? [{ type: 'INTEREST_AREA' as const, id, title: i.name }] : [];
      }),
      ...z.collectionIds.flatMap((id) => {
        const c = collections.get(id);
        return c ? [{ type: 'COLLECTION' as const, id, title: c.title }] : [];
      }),
    ],
  };
}
