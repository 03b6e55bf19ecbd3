import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { badges, rewardItems } from '../../db/schema/index.ts';
import { BADGES } from './badges.ts';
import { REWARD_ITEMS } from './items.ts';

export { BADGES } from './badges.ts';
export { AVATARS, FRAMES, REWARD_ITEMS, STICKERS } from './items.ts';

/**
 * The reward catalogue (badges, avatars, frames, stickers) is product data, not demo data: it
 * is written at every start, with or without SEED_DEMO, in one transaction, as an upsert by id
 * — a new release changes names, prices, criteria or pictures in place, and profiles keep what
 * they earned. Safe with several instances starting at once (the upserts serialise per row).
 */
export async function seedRewardCatalogue(db: Db): Promise<{ badges: number; items: number }> {
  await db.transaction(async (tx) => {
    await tx
      .insert(badges)
      .values(
        BADGES.map((b, position) => ({
          id: b.id,
          name: b.name,
          description: b.description,
          criteria: b.criteria,
          art: b.art,
          position,
          status: 'ACTIVE' as const,
        })),
      )
      .onConflictDoUpdate({
        target: badges.id,
        set: {
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          criteria: sql`excluded.criteria`,
          art: sql`excluded.art`,
          position: sql`excluded.position`,
        },
      });
    await tx
      .insert(rewardItems)
      .values(
        REWARD_ITEMS.map((item, position) => ({
          id: item.id,
          entityType: item.entityType,
          name: item.name,
          art: item.art,
          price: item.price,
          unlockLevel: item.unlockLevel,
          starter: item.starter,
          position,
          status: 'ACTIVE' as const,
        })),
      )
      .onConflictDoUpdate({
        target: rewardItems.id,
        set: {
          entityType: sql`excluded.entity_type`,
          name: sql`excluded.name`,
          art: sql`excluded.art`,
          price: sql`excluded.price`,
          unlockLevel: sql`excluded.unlock_level`,
          starter: sql`excluded.starter`,
          position: sql`excluded.position`,
        },
      });
  });
  return { badges: BADGES.length, items: REWARD_ITEMS.length };
}
