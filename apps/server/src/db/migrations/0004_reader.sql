CREATE TABLE "reading_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	"type" text NOT NULL,
	"origin" text,
	"session_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_activity_type" CHECK ("reading_activity"."type" IN ('CLICK', 'OPEN', 'FINISH'))
);
--> statement-breakpoint
CREATE TABLE "reading_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "reading_sessions_span" CHECK ("reading_sessions"."last_activity_at" >= "reading_sessions"."opened_at")
);
--> statement-breakpoint
ALTER TABLE "reading_progress" ADD COLUMN "client_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reading_activity" ADD CONSTRAINT "reading_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_activity" ADD CONSTRAINT "reading_activity_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_activity" ADD CONSTRAINT "reading_activity_session_id_reading_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."reading_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_sessions" ADD CONSTRAINT "reading_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_sessions" ADD CONSTRAINT "reading_sessions_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reading_activity_user_idx" ON "reading_activity" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "reading_activity_book_idx" ON "reading_activity" USING btree ("book_id","at");--> statement-breakpoint
CREATE INDEX "reading_sessions_user_book_idx" ON "reading_sessions" USING btree ("user_id","book_id","opened_at");