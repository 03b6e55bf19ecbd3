-- 0010_importer: hand-written (docs: BRIEF); snapshot reconciled at integration
ALTER TABLE "books" ADD COLUMN "content_sha256" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "identifier" text;--> statement-breakpoint
CREATE UNIQUE INDEX "books_content_sha256_key" ON "books" USING btree ("content_sha256");--> statement-breakpoint
CREATE INDEX "books_identifier_idx" ON "books" USING btree ("identifier");--> statement-breakpoint
-- The demo "Teacher Picks: Read-Alongs" collection holds narrated books only (issue 16): books
-- seeded into it before, which have no narration, leave it.
DELETE FROM "admin_collection_books" AS acb
USING "admin_collections" AS c, "books" AS b
WHERE acb."collection_id" = c."id" AND acb."book_id" = b."id"
  AND c."title" = 'Teacher Picks: Read-Alongs' AND NOT b."is_audio_included";
