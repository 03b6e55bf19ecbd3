import type { DiscoveryVisitResponse, DiscoveryZone, DiscoveryZones } from '@pagebird/contract';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import { bookLanesBy, collectionLaneOf, toBookCard } from '../catalogue/catalogue.presenter.ts';
import type { Viewers } from '../catalogue/viewer-cache.ts';
import { QUIZ_POLICY } from '../quizzes/quizzes.policy.ts';
import { noRewards } from '../rewards/rewards.engine.ts';
import type { RewardsEngine } from '../rewards/rewards.types.ts';
import { assertZoneOpen, DISCOVERY_POLICY, zoneAgeOf } from './discovery.policy.ts';
import { toZone, toZoneCard } from './discovery.presenter.ts';
import type { DiscoveryRepo } from './discovery.repo.ts';

export interface DiscoveryServiceDeps {
  repo: DiscoveryRepo;
  viewers: Viewers;
  /** Awards the first visit of a zone, in the transaction that records it. */
  rewards: RewardsEngine;
  clock: Clock;
}

/**
 * Discovery zones (spec §3 "Discovery zone", "Fact", §7 "Activity"): the active zones for the
 * caller (children and students: the zones of their age segment; others: all), a zone's page —
 * colours, pictures, facts in the zone's order, the featured book and rows of books by the
 * zone's interest areas and admin collections, all limited to books the caller may see — and
 * the visit, whose first time per zone is rewarded.
 */
export function createDiscoveryService(deps: DiscoveryServiceDeps) {
  const { repo, viewers, rewards, clock } = deps;

  return {
    /** `GET /api/discovery`. */
    async zones(auth: AuthContext, territory: string): Promise<DiscoveryZones> {
      const v = await viewers.load(auth, territory, clock.now());
      const rows = await repo.zoneCards(zoneAgeOf(v));
      return { zones: rows.map(toZoneCard) };
    },

    /** `GET /api/discovery/{id}`: 404 for an unknown or inactive zone, or one not for a kid's age. */
    async zone(auth: AuthContext, territory: string, zoneId: string): Promise<DiscoveryZone> {
      const [v, row] = await Promise.all([
        viewers.load(auth, territory, clock.now()),
        repo.zone(zoneId),
      ]);
      const zone = assertZoneOpen(row, zoneAgeOf(v));
      const size = DISCOVERY_POLICY.rowSize;
      const [facts, featured, byInterest, byCollection, pool] = await Promise.all([
        repo.facts(zone.fact_ids),
        zone.featured_book_id ? repo.visibleCard(v, zone.featured_book_id) : undefined,
        repo.interestRows(v, zone.interest_ids.slice(0, DISCOVERY_POLICY.maxInterestRows), size),
        repo.collectionRows(
          v,
          zone.collection_ids.slice(0, DISCOVERY_POLICY.maxCollectionRows),
          size,
        ),
        repo.playableQuizCount(zone.quiz_ids),
      ]);

      // Rows by the zone's interest areas (its book rules), then its admin collections; rows
      // without a book the caller may see are left out.
      const swimlanes = [
        ...bookLanesBy(byInterest, (card) => ({
          id: `interest-${card.interest_id}`,
          type: 'B_RECOMMENDED',
          title: card.interest_name,
          seeAll: { type: 'INTEREST_AREA', id: card.interest_id },
        })),
        ...bookLanesBy(byCollection, collectionLaneOf),
      ];

      return toZone(zone, {
        facts,
        featured: featured ? toBookCard(featured) : null,
        swimlanes,
        dailyQuizQuestions: Math.min(QUIZ_POLICY.dailyQuestions, pool),
      });
    },

    /**
     * `POST /api/activities/discovery`: a zone page was opened. Every visit is counted; the
     * first one of each zone earns DISCOVERY_VISIT, in the same transaction.
     */
    async visit(
      auth: AuthContext,
      territory: string,
      body: { zoneId: string },
    ): Promise<DiscoveryVisitResponse> {
      const now = clock.now();
      const [v, row] = await Promise.all([
        viewers.load(auth, territory, now),
        repo.zone(body.zoneId),
      ]);
      const zone = assertZoneOpen(row, zoneAgeOf(v));
      return repo.transaction(async (tx) => {
        const firstVisit = await repo.recordVisit(tx, auth.user.id, zone.id, now);
        const earned = firstVisit
          ? await rewards.award(
              tx,
              { id: auth.user.id, role: auth.user.role },
              { rule: 'DISCOVERY_VISIT', zoneId: zone.id, zoneTitle: zone.title },
              now,
            )
          : noRewards();
        return { firstVisit, rewards: earned };
      });
    },
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
