import {
  ZONE_COLOUR_KEYS,
  isHexColor,
  stripHexHash,
  withHexHash,
  type BookCard,
  type DiscoveryZone,
  type DiscoveryZoneCard,
  type Fact,
  type Swimlane,
  type ZoneColours,
} from '@pagebird/contract';
import { mediaUrl } from '../../providers/storage/media-url.ts';
import type { FactRow, ZoneCardRow, ZoneRow } from './discovery.repo.ts';

/**
 * A stored picture reference as a URL: a storage key (`banners/…svg`) becomes its public media
 * URL; an absolute path or an http(s) URL is passed on as it is.
 */
export function imageUrlOf(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/') || /^https?:\/\//i.test(value)) return value;
  return mediaUrl(value);
}

/**
 * Colours for a zone whose stored colours miss a key (or hold a bad value): calm, readable
 * defaults (dark title text on a light background), hex without # (spec §5).
 */
export const DEFAULT_ZONE_COLOURS: ZoneColours = {
  icon: '3B5BDB',
  funFact: 'FFF9DB',
  background: 'F1F5FF',
  featuredBlock: 'E7F5FF',
  funFactBorder: 'F59F00',
  swimLaneTitle: '1C2E6E',
  featuredBlockBorder: '4C6EF5',
};

/** The stored colours (jsonb) as the contract's seven keys, each falling back to the default. */
export function toZoneColours(stored: unknown): ZoneColours {
  const source =
    stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : ({} as const);
  const colours = { ...DEFAULT_ZONE_COLOURS };
  for (const key of ZONE_COLOUR_KEYS) {
    const raw = source[key];
    const value = typeof raw === 'string' ? stripHexHash(raw) : '';
    if (isHexColor(withHexHash(value))) colours[key] = value;
  }
  return colours;
}

export function toZoneCard(row: ZoneCardRow): DiscoveryZoneCard {
  return {
    id: row.id,
    title: row.title,
    shortTitle: row.short_title,
    ageSegment: { min: row.age_min, max: row.age_max },
    iconUrl: imageUrlOf(row.icon_url),
    colours: toZoneColours(row.colours),
  };
}

export const toFact = (row: FactRow): Fact => ({ id: row.id, text: row.text });

export function toZone(
  row: ZoneRow,
  parts: {
    facts: FactRow[];
    featured: BookCard | null;
    swimlanes: Swimlane[];
    dailyQuizQuestions: number;
  },
): DiscoveryZone {
  return {
    ...toZoneCard(row),
    heroImages: { web: imageUrlOf(row.hero_web), mobile: imageUrlOf(row.hero_mobile) },
    mascotImages: (row.mascot_images ?? []).flatMap((m) => {
      const url = imageUrlOf(m);
      return url ? [url] : [];
    }),
    featured: parts.featured,
    facts: parts.facts.map(toFact),
    swimlanes: parts.swimlanes,
    dailyQuizQuestions: parts.dailyQuizQuestions,
  };
}
