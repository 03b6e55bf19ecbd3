/** Admin (issue 13): banners, discounts and discount sources, admin collections: this part's tables (migration 0017_admin_commerce.sql, written by hand; see decision 026). Banners, admin collections (catalogue.ts) and discounts (billing.ts) are the tables browse and sign-up already read; this part adds the discount sources. */
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** GET and POST /api/discount-sources: the names a discount's `discount_source` is chosen from. */
export const discountSources = pgTable(
  'discount_sources',
  {
    sourceName: text('source_name').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('discount_sources_name', sql`${t.sourceName} ~ '^[A-Z0-9_]{1,50}$'`)],
);

export type DiscountSourceRow = typeof discountSources.$inferSelect;
