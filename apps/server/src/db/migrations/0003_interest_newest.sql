ALTER TABLE "book_interests" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "book_interests_newest_idx" ON "book_interests" USING btree ("interest_id","published_at" DESC NULLS LAST,"book_id");--> statement-breakpoint
-- book_interests.published_at mirrors books.published_at: filled on insert from the book, and
-- followed when a book's publication date changes.
UPDATE "book_interests" bi SET "published_at" = b."published_at" FROM "books" b WHERE b."id" = bi."book_id";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pb_book_interests_published_at() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    SELECT b.published_at INTO NEW.published_at FROM books b WHERE b.id = NEW.book_id;
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER book_interests_published_at
  BEFORE INSERT OR UPDATE OF book_id ON book_interests
  FOR EACH ROW EXECUTE FUNCTION pb_book_interests_published_at();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pb_books_published_at_follow() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    UPDATE book_interests SET published_at = NEW.published_at WHERE book_id = NEW.id;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER books_published_at_follow
  AFTER UPDATE OF published_at ON books
  FOR EACH ROW WHEN (OLD.published_at IS DISTINCT FROM NEW.published_at)
  EXECUTE FUNCTION pb_books_published_at_follow();
