import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, BookOpen, Lightbulb } from 'lucide-react';
import {
  CONSTANTS,
  href,
  type CollectionCard as CollectionCardData,
  type DiscoveryZone,
  type Swimlane as SwimlaneData,
} from '@pagebird/contract';
import { useSuperFlow } from '../../../components/celebration/index.ts';
import { BookCard, BookCover, Swimlane } from '../../../components/books/index.ts';
import { CollectionCard } from '../../../components/collections/collection-card.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/auth/session-store.ts';
import { useVisitZone } from '../api/visit-zone.ts';
import { useZone } from '../api/zone.ts';
import { useLeaveOnFailure } from './use-leave-on-failure.ts';
import { zoneTheme } from './zone-theme.ts';
import styles from './discovery.module.css';

export interface DiscoveryZonePageProps {
  zoneId: string;
  /** The zone's daily quiz card (the route passes the quizzes feature's). */
  dailyQuiz?: (zone: { id: string; title: string }) => ReactNode;
}

/**
 * /discovery-zone/:zoneId — a themed zone page (spec §3 "Discovery zone"): the zone's colours
 * on the background, titles, featured block and fun-fact cards; the hero picture (the mobile
 * one on small screens), the mascot, fun facts, the featured book, rows of books and
 * collections, and the daily quiz. Opening it records the visit once (the first visit of a
 * zone may earn something: the super flow shows it). A zone that does not load sends the reader
 * back to browse with a notification (spec §8).
 */
export function DiscoveryZonePage({ zoneId, dailyQuiz }: DiscoveryZonePageProps) {
  const { t } = useTranslation();
  const zone = useZone(zoneId);
  useLeaveOnFailure(zone.error);
  useRecordVisit(zone.data ? zoneId : null);

  if (!zone.data) {
    return (
      <div className={styles.page}>
        <h1 className="pb-visually-hidden">{t('routes.discovery-zone')}</h1>
        {zone.isPending ? <Spinner label={t('discovery.zoneLoading')} /> : null}
      </div>
    );
  }
  return <ZoneView zone={zone.data} dailyQuiz={dailyQuiz} />;
}

/** POST /api/activities/discovery once per opened zone, for children and students. */
function useRecordVisit(zoneId: string | null) {
  const { role } = useSession();
  const kid = role === 'CHILD' || role === 'STUDENT';
  const visit = useVisitZone();
  const celebrate = useSuperFlow();
  const recorded = useRef<string | null>(null);
  const { mutate } = visit;
  useEffect(() => {
    if (!kid || !zoneId || recorded.current === zoneId) return;
    recorded.current = zoneId;
    mutate(zoneId, {
      onSuccess: ({ rewards }) =>
        celebrate({ earnings: rewards.earnings, points: rewards.points, onClose: () => undefined }),
    });
  }, [kid, zoneId, mutate, celebrate]);
}

/**
 * A zone page drawn from its data (no loading, no visit): the kids' page above, and the live
 * preview beside the admin zone editor.
 */
export function ZoneView({
  zone,
  dailyQuiz,
}: {
  zone: DiscoveryZone;
  dailyQuiz?: DiscoveryZonePageProps['dailyQuiz'];
}) {
  const { t } = useTranslation();
  const factsId = useId();
  const featuredId = useId();
  const lanes = zone.swimlanes.filter((l) => l.books.length + l.collections.length > 0);
  const mascot = zone.mascotImages[0] ?? null;
  const hero = zone.heroImages.web ?? zone.heroImages.mobile;

  return (
    <div className={styles.zone} style={zoneTheme(zone.colours)} data-zone-id={zone.id}>
      <header className={styles.hero}>
        {hero ? (
          <picture className={styles.heroPicture}>
            {zone.heroImages.mobile ? (
              <source
                media={`(max-width: ${CONSTANTS.device.phoneMaxWidth}px)`}
                srcSet={zone.heroImages.mobile}
              />
            ) : null}
            <img src={hero} alt="" className={styles.heroImage} data-testid="zone-hero" />
          </picture>
        ) : null}
        <div className={styles.heroInner}>
          <ButtonLink
            to={href('discovery-zone')}
            variant="secondary"
            size="sm"
            className={styles.back}
            icon={<ArrowLeft size={20} aria-hidden="true" />}
          >
            {t('discovery.backToZones')}
          </ButtonLink>
          <div className={styles.heroTitleRow}>
            <span className={styles.zoneIcon} aria-hidden="true" data-testid="zone-icon">
              {zone.iconUrl ? <img src={zone.iconUrl} alt="" /> : <Lightbulb size={44} />}
            </span>
            <div className={styles.heroTitleCard}>
              <h1 className={styles.heroTitle}>{zone.title}</h1>
              <p className={styles.heroAges}>
                {t('discovery.ages', { min: zone.ageSegment.min, max: zone.ageSegment.max })}
              </p>
            </div>
          </div>
        </div>
        {mascot ? (
          <img src={mascot} alt="" className={styles.mascot} data-testid="zone-mascot" />
        ) : null}
      </header>

      <div className={styles.zoneBody}>
        <div className={styles.topRow}>
          {zone.featured ? (
            <section
              className={styles.featured}
              aria-labelledby={featuredId}
              data-testid="zone-featured"
            >
              <div className={styles.featuredCover}>
                <BookCover
                  src={zone.featured.coverUrl}
                  title={zone.featured.title}
                  loading="eager"
                />
              </div>
              <div className={styles.featuredText}>
                <h2 id={featuredId} className={styles.featuredLabel}>
                  {t('discovery.featured')}
                </h2>
                <p className={styles.featuredTitle}>{zone.featured.title}</p>
                {zone.featured.authors.length ? (
                  <p className={styles.featuredAuthors}>{zone.featured.authors.join(', ')}</p>
                ) : null}
                <ButtonLink
                  to={href('book-details', { bookId: zone.featured.id })}
                  variant="sunny"
                  icon={<BookOpen size={22} aria-hidden="true" />}
                  aria-label={`${t('discovery.featuredRead')}: ${zone.featured.title}`}
                >
                  {t('discovery.featuredRead')}
                </ButtonLink>
              </div>
            </section>
          ) : null}
          {dailyQuiz && zone.dailyQuizQuestions > 0 ? (
            <div className={styles.dailyQuiz}>{dailyQuiz({ id: zone.id, title: zone.title })}</div>
          ) : null}
        </div>

        {zone.facts.length > 0 ? (
          <section className={styles.facts} aria-labelledby={factsId}>
            <h2 id={factsId} className={styles.sectionTitle}>
              {t('discovery.facts')}
            </h2>
            <ul className={styles.factList}>
              {zone.facts.map((fact) => (
                <li key={fact.id} className={styles.fact} data-testid="zone-fact">
                  <span className={styles.factIcon} aria-hidden="true">
                    <Lightbulb size={26} />
                  </span>
                  <p className={styles.factText}>{fact.text}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className={styles.lanes}>
          {lanes.map((lane, i) => (
            <ZoneLane key={lane.id} lane={lane} first={i === 0} />
          ))}
        </div>
      </div>
    </div>
  );
}

const collectionHref = (c: CollectionCardData) =>
  c.kind === 'ADMIN' ? href('book-collection', { collectionId: c.id }) : href('favorites');

/** "See all" of a zone row: its collection, or the search filtered by its interest. */
function seeAllOf(lane: SwimlaneData): string | undefined {
  const seeAll = lane.seeAll;
  if (!seeAll?.id) return undefined;
  if (seeAll.type === 'COLLECTION') return href('book-collection', { collectionId: seeAll.id });
  if (seeAll.type === 'INTEREST_AREA') return href('search', {}, { interests: seeAll.id });
  return undefined;
}

function ZoneLane({ lane, first }: { lane: SwimlaneData; first: boolean }) {
  const seeAll = seeAllOf(lane);
  if (lane.collections.length > 0 && lane.books.length === 0) {
    return (
      <Swimlane
        title={lane.title}
        laneType={lane.type}
        itemWidth="min(calc(240px * var(--pb-space-scale)), 72vw)"
      >
        {lane.collections.map((c) => (
          <CollectionCard key={c.id} collection={c} to={collectionHref(c)} />
        ))}
      </Swimlane>
    );
  }
  return (
    <Swimlane
      title={lane.title}
      laneType={lane.type}
      titleTo={lane.seeAll?.type === 'COLLECTION' ? seeAll : undefined}
      seeAll={seeAll ? { to: seeAll } : undefined}
    >
      {lane.books.map((book, i) => (
        <BookCard key={book.id} book={book} eager={first && i < 6} />
      ))}
    </Swimlane>
  );
}
