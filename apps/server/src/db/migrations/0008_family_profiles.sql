-- 0008_family_profiles: hand-written (docs: BRIEF); snapshot reconciled at integration
-- Sessions: one family per sign-in (logout ends it all) and the parent gate time.
ALTER TABLE "sessions" ADD COLUMN "family_id" uuid;
--> statement-breakpoint
WITH RECURSIVE tree(id, family) AS (
  SELECT id, id FROM "sessions" WHERE parent_session_id IS NULL
  UNION
  SELECT s.id, t.family FROM "sessions" s JOIN tree t ON s.parent_session_id = t.id
)
UPDATE "sessions" s SET family_id = tree.family FROM tree WHERE s.id = tree.id;
--> statement-breakpoint
UPDATE "sessions" SET family_id = id WHERE family_id IS NULL;
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "family_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "parent_gate_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "sessions_family_id_idx" ON "sessions" USING btree ("family_id");
--> statement-breakpoint
CREATE TABLE "child_reading_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"date_taken" date NOT NULL,
	"system" text NOT NULL,
	"value" text NOT NULL,
	"approximate_level" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_reading_levels_system" CHECK ("child_reading_levels"."system" IN ('LEXILE', 'GUIDED_READING', 'ATOS', 'DRA', 'GRADE_LEVEL'))
);
--> statement-breakpoint
ALTER TABLE "child_reading_levels" ADD CONSTRAINT "child_reading_levels_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "child_reading_levels_child_idx" ON "child_reading_levels" USING btree ("child_id","date_taken");
--> statement-breakpoint
CREATE TABLE "account_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"consent_to_receive_updates" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_preferences" ADD CONSTRAINT "account_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
