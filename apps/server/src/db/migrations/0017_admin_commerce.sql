-- Admin (issue 13): banners, discounts and discount sources, admin collections: this part's tables, written by hand (decision 026).
CREATE TABLE "discount_sources" (
	"source_name" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_sources_name" CHECK ("discount_sources"."source_name" ~ '^[A-Z0-9_]{1,50}$')
);
--> statement-breakpoint
INSERT INTO "discount_sources" ("source_name")
SELECT DISTINCT "discount_source" FROM "discounts"
UNION SELECT 'PROMO' UNION SELECT 'CLASS_TIME_OVER'
ON CONFLICT DO NOTHING;
