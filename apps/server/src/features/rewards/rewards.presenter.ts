import {
  CONSTANTS,
  type ActivityItem,
  type ActivityKind,
  type AvatarItem,
  type Badge,
  type Earning,
  type RecentActivity,
  type RewardEntityType,
  type StoreItem,
} from '@pagebird/contract';
import { avatarImageUrl } from '../auth/auth.presenter.ts';
import { mediaUrl } from '../../providers/storage/media-url.ts';
import { cardCoverUrl } from '../catalogue/catalogue.presenter.ts';
import { badgeCriteriaSchema, badgeProgress, type ProfileCounters } from './rewards.badges.ts';
import type { ActivityRow, BadgeRow, ItemRow } from './rewards.repo.ts';
import { gemsLabel, levelLabel } from './rewards.rules.ts';

/** Picture of a badge (served by the art routes). */
export function badgeImageUrl(id: string): string {
  return `/api/badges/${encodeURIComponent(id)}/image`;
}

const PICTURE_KIND = { AVATAR: 'avatar', AVATAR_FRAME: 'frame', STICKER: 'sticker' } as const;

/** Picture of an avatar, frame or sticker (the same URLs as `avatarSettings`). */
export function itemImageUrl(entityType: RewardEntityType, id: string): string {
  return avatarImageUrl(PICTURE_KIND[entityType], id);
}

// ── earnings (super-flow steps) ──

export function badgeEarning(b: { id: string; name: string }): Earning {
  const imageUrl = badgeImageUrl(b.id);
  return {
    type: 'NEW_BADGE',
    label: `New badge: ${b.name}`,
    dataValue: null,
    imageUrl,
    // null: the client shows its default title "You earned a new badge!" (spec §4).
    title: null,
    badgeName: b.name,
    extraData: { imageUrl, itemId: b.id },
  };
}

export function levelUpEarning(level: number): Earning {
  return {
    type: 'LEVEL_UP',
    label: levelLabel(level),
    dataValue: level,
    imageUrl: null,
    title: null,
    badgeName: null,
    extraData: null,
  };
}

export function newAvatarEarning(a: { id: string; name: string }): Earning {
  const imageUrl = itemImageUrl('AVATAR', a.id);
  return {
    type: 'NEW_AVATAR',
    label: `New avatar: ${a.name}`,
    dataValue: null,
    imageUrl,
    title: null,
    badgeName: null,
    extraData: { imageUrl, itemId: a.id },
  };
}

export function gemsEarning(gems: number): Earning {
  return {
    type: 'GEM_EARNED',
    label: gemsLabel(gems),
    dataValue: gems,
    imageUrl: null,
    title: null,
    badgeName: null,
    extraData: null,
  };
}

// ── badges ──

/** A badge as the caller sees it; progress from the counters (earned: full). */
/** A badge with its progress; `counters` are only read for a badge not earned yet. */
export function toBadge(row: BadgeRow, counters: ProfileCounters | null): Badge {
  const criteria = badgeCriteriaSchema.safeParse(row.criteria);
  const earned = row.earned_at !== null;
  const target = criteria.success ? criteria.data.target : 1;
  const current =
    earned || !criteria.success || !counters ? 0 : badgeProgress(criteria.data, counters).current;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: badgeImageUrl(row.id),
    earned,
    earnedAt: row.earned_at,
    progress: { current: earned ? target : current, target },
  };
}

// ── items ──

export function toAvatarItem(row: ItemRow, selectedId: string | null): AvatarItem {
  return {
    id: row.id,
    entityType: row.entity_type,
    name: row.name,
    imageUrl: itemImageUrl(row.entity_type, row.id),
    owned: row.owned,
    selected: selectedId === row.id,
    price: row.price,
    unlockLevel: row.unlock_level,
  };
}

export function toStoreItem(row: ItemRow & { price: number }): StoreItem {
  return {
    id: row.id,
    storeEntityType: row.entity_type,
    name: row.name,
    imageUrl: itemImageUrl(row.entity_type, row.id),
    price: row.price,
    owned: row.owned,
  };
}

// ── recent activity ──

/** The picture of an activity: its own (badge, item), the book's cover or the zone's icon. */
function activityImage(row: ActivityRow): string | null {
  if (row.image_url) return row.image_url;
  if (row.zone_icon) {
    return row.zone_icon.startsWith('/') || /^https?:\/\//i.test(row.zone_icon)
      ? row.zone_icon
      : mediaUrl(row.zone_icon);
  }
  return cardCoverUrl(row);
}

export function toActivityItem(row: ActivityRow): ActivityItem {
  return {
    id: row.id,
    kind: row.kind as ActivityKind,
    subject: row.subject,
    subjectId: row.subject_id,
    imageUrl: activityImage(row),
    points: row.points,
    gems: row.gems,
    at: row.at,
  };
}

export function toRecentActivity(rows: ActivityRow[], page: number, total: number): RecentActivity {
  return {
    items: rows.map(toActivityItem),
    page,
    size: CONSTANTS.recentActivityPageSize,
    total,
  };
}
