-- What a page turn and a browse cost PostgreSQL (issue 15, the soak): book popularity is kept in a table
-- (recomputed by the book-popularity job) instead of counted on every browse; reading_progress loses
-- its (user_id, updated_at) index and gets free space on its pages, so a page turn is a HOT update.
CREATE TABLE "book_popularity" (
	"book_id" uuid PRIMARY KEY NOT NULL,
	"readers" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "reading_progress_recent_idx";--> statement-breakpoint
ALTER TABLE "book_popularity" ADD CONSTRAINT "book_popularity_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_progress" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "reading_sessions" SET (fillfactor = 90);
