-- Analytics (issue 14 items 2-5): the event ledger, sessions, roll-ups and the feedback widget: this part's tables, written by hand (decision 026).
CREATE TABLE "ledger_batches" (
	"batch_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"event_count" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"active_session_id" text,
	"name" text,
	"kind" text,
	"duration_ms" integer,
	"content_id" uuid,
	"initial_viewport" boolean,
	"client_at" timestamp with time zone NOT NULL,
	"timezone_name" text NOT NULL,
	"timezone_offset" integer NOT NULL,
	"platform" text NOT NULL,
	"device" text NOT NULL,
	"os" text NOT NULL,
	"app_version" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_events_type" CHECK ("ledger_events"."event_type" IN ('PAGE_VIEW_START', 'PAGE_VIEW_END', 'SESSION_START', 'SESSION_END', 'CONTENT_IMPRESSION'))
);
--> statement-breakpoint
CREATE TABLE "ledger_daily" (
	"user_id" uuid NOT NULL,
	"time_zone" text NOT NULL,
	"day" date NOT NULL,
	"seconds_read" double precision NOT NULL,
	"reading_sessions" integer NOT NULL,
	"active_sessions" integer NOT NULL,
	"page_views" integer NOT NULL,
	"impressions" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_daily_user_id_time_zone_day_pk" PRIMARY KEY("user_id","time_zone","day")
);
--> statement-breakpoint
CREATE TABLE "feedback_challenges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"word_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"message" text NOT NULL,
	"rating" integer NOT NULL,
	"page" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating" CHECK ("feedback"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "ledger_batches" ADD CONSTRAINT "ledger_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_events" ADD CONSTRAINT "ledger_events_batch_id_ledger_batches_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."ledger_batches"("batch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_events" ADD CONSTRAINT "ledger_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_daily" ADD CONSTRAINT "ledger_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_challenges" ADD CONSTRAINT "feedback_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_events_user_idx" ON "ledger_events" USING btree ("user_id","client_at");--> statement-breakpoint
CREATE INDEX "ledger_events_batch_idx" ON "ledger_events" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "ledger_daily_day_idx" ON "ledger_daily" USING btree ("time_zone","day");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");
