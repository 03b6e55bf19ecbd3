import { useTranslation } from 'react-i18next';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { HelpCircle } from 'lucide-react';
import {
  ZONE_COLOUR_KEYS,
  adminZonesApi,
  splitList,
  stripHexHash,
  type AdminZone,
  type DiscoveryZone,
  type ZoneColours,
} from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { DiscoveryZoneView } from '../../discovery/index.ts';
import styles from './zones.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A picture field's value for the preview: the new one, none, or the current one. */
const pictureOf = (value: unknown, current: string | null | undefined): string | null =>
  value === undefined ? (current ?? null) : typeof value === 'string' ? value : null;

/**
 * The kids' zone page beside the zone editor, drawn by the discovery feature's own view from
 * the form as it is typed: colours, titles, ages, pictures, the facts of the fact id list (their
 * texts looked up) and the daily quiz of the quiz id list.
 */
export function ZonePreview({
  item,
  control,
}: {
  item: AdminZone | undefined;
  /** The editor's form (the preview sits beside it, outside its provider). */
  control: Control<FieldValues>;
}) {
  const { t } = useTranslation();
  const v = useWatch({ control }) as Record<string, unknown>;
  const factIds = splitList(String(v.factIds ?? '')).filter((id) => UUID.test(id));
  const quizCount = splitList(String(v.quizQuestionIds ?? '')).length;
  const facts = useQuery({
    queryKey: ['admin-zones', 'preview-facts', factIds],
    queryFn: ({ signal }) =>
      callApi(adminZonesApi.factsLookup, { query: { factIds: JSON.stringify(factIds) }, signal }),
    enabled: factIds.length > 0,
    staleTime: 30_000,
  });

  const typed = (v.colours ?? {}) as Record<string, string | undefined>;
  const colours = Object.fromEntries(
    ZONE_COLOUR_KEYS.map((k) => [k, stripHexHash(String(typed[k] ?? ''))]),
  ) as ZoneColours;
  const ages = (v.ageSegment ?? {}) as { minAge?: unknown; maxAge?: unknown };
  const num = (x: unknown, fallback: number) =>
    typeof x === 'number' && Number.isFinite(x) ? x : Number(x) || fallback;
  const mascots = ((v.mascotImages as string[] | undefined) ?? item?.mascotImages ?? []).slice(
    0,
    1,
  );

  const zone: DiscoveryZone = {
    id: item?.id ?? 'preview',
    title: String(v.title ?? '') || '…',
    shortTitle: String(v.shortTitle ?? ''),
    ageSegment: { min: num(ages.minAge, 2), max: num(ages.maxAge, 14) },
    iconUrl: pictureOf(v.iconImage, item?.iconUrl),
    colours,
    heroImages: {
      web: pictureOf(v.heroWebImage, item?.heroImages.web),
      mobile: pictureOf(v.heroMobileImage, item?.heroImages.mobile),
    },
    mascotImages: mascots,
    featured: null,
    facts: factIds.length ? (facts.data ?? []).filter((f) => f.status === 'ACTIVE') : [],
    swimlanes: [],
    dailyQuizQuestions: quizCount,
  };

  return (
    <section
      className={styles.preview}
      aria-labelledby="zone-preview-title"
      data-testid="zone-preview"
    >
      <h2 id="zone-preview-title" className={styles.previewTitle}>
        {t('adminZones.zones.preview')}
      </h2>
      <p className={styles.previewHint}>{t('adminZones.zones.previewHint')}</p>
      {/* The kids' page, not usable here: links and buttons are inert. */}
      <div className={styles.previewFrame} inert>
        <div className={styles.previewScale}>
          <DiscoveryZoneView
            zone={zone}
            dailyQuiz={() => (
              <div className={styles.previewQuiz}>
                <HelpCircle size={28} aria-hidden="true" />
                <span>{t('adminZones.zones.previewQuiz', { count: quizCount })}</span>
              </div>
            )}
          />
        </div>
      </div>
    </section>
  );
}
