-- Ask Pagebird (issue 14 item 1): the kid-safe book companion: this part's tables, written by hand (decision 026).
CREATE TABLE "companion_daily_usage" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "companion_daily_usage_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "companion_daily_usage_questions_check" CHECK ("companion_daily_usage"."questions" >= 0)
);
--> statement-breakpoint
CREATE TABLE "companion_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answer_key" text NOT NULL,
	"book_id" uuid NOT NULL,
	"reaction" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "companion_feedback_answer_key_key" UNIQUE("answer_key"),
	CONSTRAINT "companion_feedback_reaction_check" CHECK ("companion_feedback"."reaction" IN ('UP', 'DOWN'))
);
--> statement-breakpoint
CREATE TABLE "companion_secret" (
	"id" smallint PRIMARY KEY NOT NULL,
	"secret" bytea NOT NULL,
	CONSTRAINT "companion_secret_one_row" CHECK ("companion_secret"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "companion_daily_usage" ADD CONSTRAINT "companion_daily_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "companion_feedback" ADD CONSTRAINT "companion_feedback_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "companion_daily_usage_day_idx" ON "companion_daily_usage" USING btree ("day");
--> statement-breakpoint
CREATE INDEX "companion_feedback_book_id_idx" ON "companion_feedback" USING btree ("book_id");
