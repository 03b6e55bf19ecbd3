CREATE TABLE "badges" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"art" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" "status" DEFAULT 'ACTIVE' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_balances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"gems" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_balances_points" CHECK ("reward_balances"."points" >= 0),
	CONSTRAINT "reward_balances_gems" CHECK ("reward_balances"."gems" >= 0),
	CONSTRAINT "reward_balances_level" CHECK ("reward_balances"."level" >= 1)
);
--> statement-breakpoint
CREATE TABLE "reward_items" (
	"id" text PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"name" text NOT NULL,
	"art" jsonb NOT NULL,
	"price" integer,
	"unlock_level" integer,
	"starter" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" "status" DEFAULT 'ACTIVE' NOT NULL,
	CONSTRAINT "reward_items_entity_type" CHECK ("reward_items"."entity_type" IN ('AVATAR', 'AVATAR_FRAME', 'STICKER')),
	CONSTRAINT "reward_items_price" CHECK ("reward_items"."price" IS NULL OR "reward_items"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"cause_key" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text,
	"subject" text NOT NULL,
	"image_url" text,
	"points" integer DEFAULT 0 NOT NULL,
	"gems" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"user_id" uuid NOT NULL,
	"badge_id" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_badges_user_id_badge_id_pk" PRIMARY KEY("user_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "user_reward_items" (
	"user_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"source" text NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_reward_items_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"content_id" text NOT NULL,
	"answer" text NOT NULL,
	"correct" boolean DEFAULT false NOT NULL,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quiz_answers_content_id_unique" UNIQUE("content_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_completions" (
	"user_id" uuid NOT NULL,
	"quiz_type" text NOT NULL,
	"subject_key" text NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"stars" integer DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_completions_user_id_quiz_type_subject_key_pk" PRIMARY KEY("user_id","quiz_type","subject_key"),
	CONSTRAINT "quiz_completions_type" CHECK ("quiz_completions"."quiz_type" IN ('END_OF_BOOK', 'DISCOVERY', 'DAILY')),
	CONSTRAINT "quiz_completions_stars" CHECK ("quiz_completions"."stars" BETWEEN 0 AND 3)
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" text NOT NULL,
	"question" text NOT NULL,
	"source_book_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"status" "status" DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_content_id_unique" UNIQUE("content_id")
);
--> statement-breakpoint
CREATE TABLE "discovery_visits" (
	"user_id" uuid NOT NULL,
	"zone_id" uuid NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visits" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "discovery_visits_user_id_zone_id_pk" PRIMARY KEY("user_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "discovery_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"short_title" text NOT NULL,
	"age_min" integer NOT NULL,
	"age_max" integer NOT NULL,
	"status" "status" DEFAULT 'ACTIVE' NOT NULL,
	"spotcheck_status" text DEFAULT 'AI_GENERATED' NOT NULL,
	"hero_web" text,
	"hero_mobile" text,
	"icon_url" text,
	"mascot_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"colours" jsonb NOT NULL,
	"fact_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"quiz_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"badge_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"collection_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"interest_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured_book_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discovery_zones_ages" CHECK ("discovery_zones"."age_min" BETWEEN 2 AND 14 AND "discovery_zones"."age_max" BETWEEN "discovery_zones"."age_min" AND 14)
);
--> statement-breakpoint
CREATE TABLE "facts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"source_entity_type" text,
	"source_content_id" text,
	"status" "status" DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_balances" ADD CONSTRAINT "reward_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reward_items" ADD CONSTRAINT "user_reward_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reward_items" ADD CONSTRAINT "user_reward_items_item_id_reward_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."reward_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_completions" ADD CONSTRAINT "quiz_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_source_book_id_books_id_fk" FOREIGN KEY ("source_book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_visits" ADD CONSTRAINT "discovery_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_visits" ADD CONSTRAINT "discovery_visits_zone_id_discovery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."discovery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_zones" ADD CONSTRAINT "discovery_zones_featured_book_id_books_id_fk" FOREIGN KEY ("featured_book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_ledger_once" ON "reward_ledger" USING btree ("user_id","rule","cause_key");--> statement-breakpoint
CREATE INDEX "reward_ledger_user_at_idx" ON "reward_ledger" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "user_badges_user_idx" ON "user_badges" USING btree ("user_id","earned_at");--> statement-breakpoint
CREATE INDEX "quiz_answers_quiz_idx" ON "quiz_answers" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE INDEX "quizzes_book_idx" ON "quizzes" USING btree ("source_book_id","position");--> statement-breakpoint
CREATE INDEX "discovery_zones_age_idx" ON "discovery_zones" USING btree ("status","age_min","age_max");