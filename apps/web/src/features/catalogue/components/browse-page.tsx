import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  CONSTANTS,
  LANDING_TYPES,
  capitalizeName,
  href,
  type CollectionCard as CollectionCardData,
  type Swimlane as SwimlaneData,
} from '@pagebird/contract';
import { Art } from '../../../components/art.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import {
  BannerCarousel,
  BookCard,
  InterestTile,
  Swimlane,
} from '../../../components/books/index.ts';
import { CollectionCard } from '../../../components/collections/collection-card.tsx';
import { useSession } from '../../../lib/auth/session-store.ts';
import { afterNextPaint } from '../../../lib/scheduling.ts';
import { useBrowse } from '../api/browse.ts';
import type { LandingType } from '../api/landing.ts';
import { LandingList } from './landing-list.tsx';
import { LanesSkeleton, LoadError } from './load-states.tsx';
import styles from './catalogue.module.css';

export const LIST_PARAM = 'list';
export const LIST_ID_PARAM = 'id';

export interface BrowsePageProps {
  /** Where a collection card of a B_COLLECTIONS row leads (the route knows the collections pages). */
  collectionHref?: (collection: CollectionCardData) => string;
  /** Shown first, above the rows (a student's "Assigned to me"). */
  lead?: ReactNode;
}

const isLandingType = (v: string | null): v is LandingType =>
  !!v && (LANDING_TYPES as readonly string[]).includes(v);

/** /browse: the reader's bookshelf, or (?list=TYPE[&id=]) the full list behind a row. */
export function BrowsePage({ collectionHref, lead }: BrowsePageProps) {
  const [params] = useSearchParams();
  const list = params.get(LIST_PARAM);
  if (isLandingType(list)) {
    return <LandingList type={list} id={params.get(LIST_ID_PARAM) ?? undefined} />;
  }
  return <Bookshelf collectionHref={collectionHref} lead={lead} />;
}

function defaultCollectionHref(c: CollectionCardData): string {
  return c.kind === 'ADMIN' ? href('book-collection', { collectionId: c.id }) : href('favorites');
}

/** Where a row's "See all" goes: a collection page, or the landing list on this page. */
export function seeAllTarget(lane: SwimlaneData): string | null {
  const seeAll = lane.seeAll;
  if (!seeAll) return null;
  if (seeAll.type === 'COLLECTION' && seeAll.id) {
    return href('book-collection', { collectionId: seeAll.id });
  }
  return href('browse', {}, { [LIST_PARAM]: seeAll.type, [LIST_ID_PARAM]: seeAll.id });
}

function laneHasItems(lane: SwimlaneData): boolean {
  return (
    lane.books.length +
      lane.banners.length +
      lane.interests.length +
      lane.collections.length +
      lane.zones.length >
    0
  );
}

/**
 * The rows drawn with the bookshelf's first render (the banners and the first row of books); the
 * others follow once that is on screen. Drawn at once, the dozen rows below the window took
 * twice the render time and asked for some forty pictures before the first banner was shown
 * (issue 15, a phone's first paint).
 */
const FIRST_LANES = 2;

function Bookshelf({ collectionHref = defaultCollectionHref, lead }: BrowsePageProps) {
  const { t } = useTranslation();
  const session = useSession();
  const browse = useBrowse();
  const name = session.user?.name ? capitalizeName(session.user.name) : null;
  const lanes = (browse.data?.swimlanes ?? []).filter(laneHasItems);
  const [allLanes, setAllLanes] = useState(false);
  const hasData = browse.data !== undefined;
  // As a transition, the later rows' render yields to the browser every few milliseconds (a
  // plain update drew them in one task of 300 ms on a phone's CPU, issue 15).
  useEffect(
    () =>
      hasData && !allLanes
        ? afterNextPaint(() => startTransition(() => setAllLanes(true)))
        : undefined,
    [hasData, allLanes],
  );
  const shownLanes = allLanes ? lanes : lanes.slice(0, FIRST_LANES);

  return (
    <div className={styles.page}>
      <header className={styles.greeting}>
        <div className={styles.greetingArt} aria-hidden="true">
          <Art name="mascot" mood="waving" decorative size={96} />
        </div>
        <div>
          <h1 className={styles.greetingTitle}>
            {name ? t('catalogue.browse.welcome', { name }) : t('catalogue.browse.welcomeNoName')}
          </h1>
          <p className={styles.greetingText}>{t('catalogue.browse.intro')}</p>
        </div>
      </header>

      {lead}

      {browse.isPending ? (
        <LanesSkeleton label={t('catalogue.browse.loading')} />
      ) : browse.isError ? (
        <LoadError
          title={t('catalogue.browse.error.title')}
          onRetry={() => void browse.refetch()}
        />
      ) : lanes.length === 0 ? (
        <EmptyState
          illustration={<Art name="emptyShelf" decorative size={240} />}
          title={t('catalogue.browse.empty.title')}
          action={
            <ButtonLink to={href('search')} variant="primary">
              {t('catalogue.browse.empty.action')}
            </ButtonLink>
          }
        >
          <p>{t('catalogue.browse.empty.text')}</p>
        </EmptyState>
      ) : (
        <>
          {shownLanes.map((lane, i) => (
            <Lane key={lane.id} lane={lane} first={i === 0} collectionHref={collectionHref} />
          ))}
          {shownLanes.length < lanes.length ? (
            <LanesSkeleton
              lanes={Math.min(2, lanes.length - shownLanes.length)}
              label={t('catalogue.browse.loading')}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

function Lane({
  lane,
  first,
  collectionHref,
}: {
  lane: SwimlaneData;
  first: boolean;
  collectionHref: (c: CollectionCardData) => string;
}) {
  const { t } = useTranslation();
  const seeAll = seeAllTarget(lane);

  switch (lane.type) {
    case 'B_BANNERS':
      return <BannerCarousel banners={[...lane.banners].sort((a, b) => a.position - b.position)} />;
    case 'B_INTEREST_AREAS':
      return (
        <Swimlane
          title={lane.title}
          laneType={lane.type}
          itemWidth="min(calc(156px * var(--pb-space-scale)), 42vw)"
        >
          {lane.interests.slice(0, CONSTANTS.browseInterestAreas).map((interest) => (
            <InterestTile
              key={interest.id}
              interest={interest}
              to={href('search', {}, { interests: interest.id })}
              label={t('catalogue.browse.interestLabel', { name: interest.name })}
            />
          ))}
        </Swimlane>
      );
    case 'B_COLLECTIONS':
      return (
        <Swimlane
          title={lane.title}
          laneType={lane.type}
          seeAll={seeAll ? { to: seeAll } : undefined}
          itemWidth="min(calc(240px * var(--pb-space-scale)), 72vw)"
        >
          {lane.collections.map((c) => (
            <CollectionCard key={c.id} collection={c} to={collectionHref(c)} />
          ))}
        </Swimlane>
      );
    case 'B_DISCOVERY_ZONE':
      // The zones of the reader's age, each a picture tile in its icon colour.
      return (
        <Swimlane
          title={lane.title}
          laneType={lane.type}
          seeAll={{ to: href('discovery-zone') }}
          itemWidth="min(calc(156px * var(--pb-space-scale)), 42vw)"
        >
          {lane.zones.map((zone) => (
            <InterestTile
              key={zone.id}
              interest={{
                id: zone.id,
                name: zone.title,
                imageUrl: zone.iconUrl ?? '',
                color: /^[0-9a-f]{6}$/i.test(zone.colours.icon) ? `#${zone.colours.icon}` : '',
              }}
              to={href('discovery-zone', { zoneId: zone.id })}
              label={t('discovery.openZone', { title: zone.title })}
            />
          ))}
        </Swimlane>
      );
    default: {
      const collectionId =
        lane.type === 'B_COLLECTION' && lane.seeAll?.type === 'COLLECTION'
          ? lane.seeAll.id
          : undefined;
      return (
        <Swimlane
          title={lane.title}
          laneType={lane.type}
          titleTo={collectionId ? href('book-collection', { collectionId }) : undefined}
          seeAll={seeAll ? { to: seeAll } : undefined}
        >
          {lane.books.map((book, i) => (
            <BookCard key={book.id} book={book} eager={first && i < 6} />
          ))}
        </Swimlane>
      );
    }
  }
}
