-- 0009_family_insights: hand-written (docs: BRIEF); snapshot reconciled at integration
CREATE TABLE "shared_books" (
	"child_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	"shared_by_id" uuid NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_books_child_id_book_id_pk" PRIMARY KEY("child_id","book_id")
);
--> statement-breakpoint
ALTER TABLE "shared_books" ADD CONSTRAINT "shared_books_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_books" ADD CONSTRAINT "shared_books_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_books" ADD CONSTRAINT "shared_books_shared_by_id_users_id_fk" FOREIGN KEY ("shared_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_books_child_idx" ON "shared_books" USING btree ("child_id","shared_at");--> statement-breakpoint
CREATE TABLE "word_lookups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"word" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "word_lookups_word_length" CHECK (char_length("word_lookups"."word") BETWEEN 1 AND 100)
);
--> statement-breakpoint
ALTER TABLE "word_lookups" ADD CONSTRAINT "word_lookups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "word_lookups_user_idx" ON "word_lookups" USING btree ("user_id","at");--> statement-breakpoint
CREATE TABLE "digest_preferences" (
	"parent_id" uuid PRIMARY KEY NOT NULL,
	"weekly_digest" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "digest_preferences" ADD CONSTRAINT "digest_preferences_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "digest_sends" (
	"parent_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_sends_parent_id_week_start_pk" PRIMARY KEY("parent_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
