import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { Role } from '@pagebird/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  consumerSubscribers,
  discountRedemptions,
  discounts,
  invitations,
  subscriptionCharges,
  subscriptionPlans,
  subscriptions,
  users,
  classrooms,
  schools,
  type DiscountRow,
  type SubscriptionRow,
} from '../../db/schema/index.ts';

/** Billing's reads and writes (plans, promo codes, subscriptions, invitations, charges). */
export function createBillingRepo(db: Db) {
  return {
    db,

    listPlans(tx: DbOrTx = db) {
      return tx
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.active, true))
        .orderBy(asc(subscriptionPlans.position));
    },

    async findPlan(priceId: string, tx: DbOrTx = db) {
      const [p] = await tx
        .select()
        .from(subscriptionPlans)
        .where(and(eq(subscriptionPlans.priceId, priceId), eq(subscriptionPlans.active, true)));
      return p;
    },

    async findDiscountByCode(code: string, tx: DbOrTx = db): Promise<DiscountRow | undefined> {
      const [d] = await tx.select().from(discounts).where(eq(discounts.promoCode, code));
      return d;
    },

    async findDiscountById(id: string, tx: DbOrTx = db): Promise<DiscountRow | undefined> {
      const [d] = await tx.select().from(discounts).where(eq(discounts.id, id));
      return d;
    },

    /**
     * Take one use of a promo code, atomically: the UPDATE's condition re-checks active, window
     * and max_uses under the row lock, so parallel sign-ups never exceed max_uses.
     */
    async claimDiscount(id: string, now: Date, tx: DbOrTx): Promise<boolean> {
      const rows = await tx
        .update(discounts)
        .set({ uses: sql`${discounts.uses} + 1` })
        .where(
          and(
            eq(discounts.id, id),
            eq(discounts.active, true),
            or(isNull(discounts.maxUses), sql`${discounts.uses} < ${discounts.maxUses}`),
            or(isNull(discounts.validFrom), lte(discounts.validFrom, now)),
            or(isNull(discounts.validUntil), gt(discounts.validUntil, now)),
          ),
        )
        .returning({ id: discounts.id });
      return rows.length === 1;
    },

    async hasRedeemed(discountId: string, userId: string, tx: DbOrTx = db): Promise<boolean> {
      const [r] = await tx
        .select({ id: discountRedemptions.id })
        .from(discountRedemptions)
        .where(
          and(
            eq(discountRedemptions.discountId, discountId),
            eq(discountRedemptions.userId, userId),
          ),
        );
      return Boolean(r);
    },

    async recordRedemption(discountId: string, userId: string, tx: DbOrTx): Promise<void> {
      await tx.insert(discountRedemptions).values({ discountId, userId });
    },

    /** Offer of a school (distributor) or the general class-time-over offer. */
    async findClassOffer(schoolId: string, now: Date): Promise<DiscountRow | undefined> {
      const rows = await db
        .select()
        .from(discounts)
        .where(
          and(
            eq(discounts.discountSource, 'CLASS_TIME_OVER'),
            eq(discounts.active, true),
            or(
              isNull(discounts.distributorIdentifier),
              eq(discounts.distributorIdentifier, schoolId),
            ),
            or(isNull(discounts.validFrom), lte(discounts.validFrom, now)),
            or(isNull(discounts.validUntil), gt(discounts.validUntil, now)),
            or(isNull(discounts.maxUses), sql`${discounts.uses} < ${discounts.maxUses}`),
          ),
        )
        .orderBy(sql`${discounts.distributorIdentifier} IS NULL`, asc(discounts.createdAt));
      return rows[0];
    },

    async findClassroomSchool(loginCode: string): Promise<{ schoolId: string } | undefined> {
      const [r] = await db
        .select({ schoolId: schools.id })
        .from(classrooms)
        .innerJoin(schools, eq(schools.id, classrooms.schoolId))
        .where(eq(classrooms.loginCode, loginCode));
      return r;
    },

    async findParent(userId: string, tx: DbOrTx = db) {
      const [u] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, userId), eq(users.role, Role.PARENT)));
      return u;
    },

    /** Lock the parent row: one subscription change per family at a time. */
    async lockParent(userId: string, tx: DbOrTx) {
      const [u] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, userId), eq(users.role, Role.PARENT)))
        .for('update');
      return u;
    },

    async findUserByEmail(email: string) {
      const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return u;
    },

    async insertParent(
      v: { email: string; name: string; passwordHash: string },
      tx: DbOrTx = db,
    ): Promise<string | null> {
      const [u] = await tx
        .insert(users)
        .values({ role: Role.PARENT, email: v.email, name: v.name, passwordHash: v.passwordHash })
        .onConflictDoNothing()
        .returning({ id: users.id });
      return u?.id ?? null;
    },

    async setCustomerId(userId: string, customerId: string | null, tx: DbOrTx = db) {
      await tx.update(users).set({ customerId }).where(eq(users.id, userId));
    },

    /**
     * Delete a pending parent (no subscription ever, no child): the sign-up whose card step
     * failed. Returns false when the account is no longer pending (left alone).
     */
    async deletePendingParent(userId: string, tx: DbOrTx): Promise<boolean> {
      const rows = await tx.execute(sql`
        DELETE FROM users u
        WHERE u.id = ${userId} AND u.role = 'PARENT'
          AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = u.id)
          AND NOT EXISTS (SELECT 1 FROM users c WHERE c.parent_id = u.id)
        RETURNING u.id`);
      return rows.rows.length === 1;
    },

    async findSubscription(userId: string, tx: DbOrTx = db): Promise<SubscriptionRow | undefined> {
      const [s] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return s;
    },

    async lockSubscriptionById(id: string, tx: DbOrTx): Promise<SubscriptionRow | undefined> {
      const [s] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, id))
        .for('update', { skipLocked: true });
      return s;
    },

    async insertSubscription(v: typeof subscriptions.$inferInsert, tx: DbOrTx) {
      const [s] = await tx.insert(subscriptions).values(v).returning();
      return s!;
    },

    async updateSubscription(
      id: string,
      v: Partial<typeof subscriptions.$inferInsert>,
      tx: DbOrTx = db,
    ): Promise<SubscriptionRow> {
      const [s] = await tx
        .update(subscriptions)
        .set({ ...v, updatedAt: sql`now()` })
        .where(eq(subscriptions.id, id))
        .returning();
      return s!;
    },

    /** Subscriptions whose period ended (renewal or trial end) or whose billing issue expired. */
    async dueSubscriptionIds(now: Date, pastDueBefore: Date): Promise<string[]> {
      const rows = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          or(
            and(
              inArray(subscriptions.status, ['TRIALING', 'ACTIVE']),
              lte(subscriptions.currentPeriodEnd, now),
            ),
            and(
              eq(subscriptions.status, 'PAST_DUE'),
              lte(subscriptions.pastDueSince, pastDueBefore),
            ),
          ),
        )
        .orderBy(asc(subscriptions.currentPeriodEnd))
        .limit(500);
      return rows.map((r) => r.id);
    },

    async findCharge(idempotencyKey: string, tx: DbOrTx = db) {
      const [c] = await tx
        .select()
        .from(subscriptionCharges)
        .where(eq(subscriptionCharges.idempotencyKey, idempotencyKey));
      return c;
    },

    async insertCharge(v: typeof subscriptionCharges.$inferInsert, tx: DbOrTx = db) {
      await tx.insert(subscriptionCharges).values(v).onConflictDoNothing();
    },

    async findInvitation(tokenHash: string, tx: DbOrTx = db) {
      const [i] = await tx.select().from(invitations).where(eq(invitations.tokenHash, tokenHash));
      return i;
    },

    /** Take one use of an invitation atomically (unexpired, uses below max). */
    async claimInvitation(id: string, now: Date, tx: DbOrTx): Promise<boolean> {
      const rows = await tx
        .update(invitations)
        .set({ uses: sql`${invitations.uses} + 1` })
        .where(
          and(
            eq(invitations.id, id),
            gt(invitations.expiresAt, now),
            sql`${invitations.uses} < ${invitations.maxUses}`,
          ),
        )
        .returning({ id: invitations.id });
      return rows.length === 1;
    },

    /** Stripe webhook: a customer deleted at Stripe is no longer ours to charge. */
    async clearCustomer(customerId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const owners = await tx
          .update(users)
          .set({ customerId: null })
          .where(eq(users.customerId, customerId))
          .returning({ id: users.id });
        if (owners.length) {
          await tx
            .update(subscriptions)
            .set({ paymentMethodId: null })
            .where(
              inArray(
                subscriptions.userId,
                owners.map((o) => o.id),
              ),
            );
        }
      });
    },

    async clearPaymentMethod(paymentMethodId: string): Promise<void> {
      await db
        .update(subscriptions)
        .set({ paymentMethodId: null })
        .where(eq(subscriptions.paymentMethodId, paymentMethodId));
    },

    async addConsumerSubscriber(email: string): Promise<void> {
      await db.insert(consumerSubscribers).values({ email }).onConflictDoNothing();
    },
  };
}

export type BillingRepo = ReturnType<typeof createBillingRepo>;
