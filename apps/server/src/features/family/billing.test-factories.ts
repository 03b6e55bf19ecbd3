import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discounts, subscriptions } from '../../db/schema/index.ts';

/**
 * Test data for billing. Parents made by the shared test factories get an active subscription
 * (they model families that already pay), so the 418 rule leaves the other features' tests alone.
 */
export async function givePaidSubscription(db: Db, userId: string): Promise<void> {
  await db
    .insert(subscriptions)
    .values({
      userId,
      priceId: 'price_monthly',
      status: 'ACTIVE',
      currentPeriodStart: new Date('2020-01-01T00:00:00Z'),
      currentPeriodEnd: new Date('2100-01-01T00:00:00Z'),
    })
    .onConflictDoNothing();
}

/** A parent with no subscription at all (a pending sign-up). */
export async function removeSubscription(db: Db, userId: string): Promise<void> {
  await db.delete(subscriptions).where(eq(subscriptions.userId, userId));
}

export async function createDiscount(
  db: Db,
  v: Partial<typeof discounts.$inferInsert> & { promoCode: string },
) {
  const [d] = await db
    .insert(discounts)
    .values({ priceId: 'price_monthly', discountPrice: 499, normalPrice: 999, ...v })
    .returning();
  return d!;
}
