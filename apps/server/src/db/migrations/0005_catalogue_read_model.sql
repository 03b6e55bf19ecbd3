-- Catalogue read model (docs/decisions/011-catalogue-read-model.md): every change to what a
-- book's details show moves books.updated_at, so the in-process read model of each server
-- instance can poll "updated_at >= last seen" (an index range scan) instead of re-reading the
-- catalogue.
CREATE INDEX IF NOT EXISTS "books_updated_idx" ON "books" USING btree ("updated_at");
--> statement-breakpoint

-- Any UPDATE of a book moves updated_at to the transaction time (an explicit later value wins).
CREATE OR REPLACE FUNCTION pb_books_updated_at() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW.updated_at := greatest(now(), NEW.updated_at);
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS books_updated_at ON books;
--> statement-breakpoint
CREATE TRIGGER books_updated_at
  BEFORE UPDATE ON books
  FOR EACH ROW EXECUTE FUNCTION pb_books_updated_at();
--> statement-breakpoint

-- Touch books whose creators, interests, series name or creator names changed. Rows this very
-- transaction inserted or already touched are left alone (a new book's links added by the
-- ingest, a bulk load with its own updated_at), and so are rows already at the transaction time.
CREATE OR REPLACE FUNCTION pb_touch_books(ids uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE books SET updated_at = now()
    WHERE id = ANY(ids) AND updated_at < now() AND xmin <> pg_current_xact_id()::xid
  $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION pb_book_links_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM pb_touch_books(ARRAY(SELECT DISTINCT n.book_id FROM new_rows n));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM pb_touch_books(ARRAY(SELECT DISTINCT o.book_id FROM old_rows o));
    ELSE
      PERFORM pb_touch_books(ARRAY(
        SELECT n.book_id FROM new_rows n UNION SELECT o.book_id FROM old_rows o));
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS book_creators_inserted ON book_creators;
--> statement-breakpoint
CREATE TRIGGER book_creators_inserted AFTER INSERT ON book_creators
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pb_book_links_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS book_creators_deleted ON book_creators;
--> statement-breakpoint
CREATE TRIGGER book_creators_deleted AFTER DELETE ON book_creators
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pb_book_links_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS book_creators_updated ON book_creators;
--> statement-breakpoint
CREATE TRIGGER book_creators_updated AFTER UPDATE ON book_creators
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pb_book_links_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS book_interests_inserted ON book_interests;
--> statement-breakpoint
CREATE TRIGGER book_interests_inserted AFTER INSERT ON book_interests
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pb_book_links_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS book_interests_deleted ON book_interests;
--> statement-breakpoint
CREATE TRIGGER book_interests_deleted AFTER DELETE ON book_interests
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pb_book_links_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS book_interests_updated ON book_interests;
--> statement-breakpoint
CREATE TRIGGER book_interests_updated AFTER UPDATE ON book_interests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pb_book_links_changed();
--> statement-breakpoint

-- A renamed series or creator changes the details of its books.
CREATE OR REPLACE FUNCTION pb_series_renamed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM pb_touch_books(ARRAY(
      SELECT b.id FROM books b
      JOIN new_rows n ON n.id = b.series_id
      JOIN old_rows o ON o.id = n.id
      WHERE n.name IS DISTINCT FROM o.name));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS series_renamed ON series;
--> statement-breakpoint
CREATE TRIGGER series_renamed AFTER UPDATE ON series
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pb_series_renamed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pb_creators_renamed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM pb_touch_books(ARRAY(
      SELECT DISTINCT bc.book_id FROM book_creators bc
      JOIN new_rows n ON n.id = bc.creator_id
      JOIN old_rows o ON o.id = n.id
      WHERE n.full_name IS DISTINCT FROM o.full_name));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS creators_renamed ON creators;
--> statement-breakpoint
CREATE TRIGGER creators_renamed AFTER UPDATE ON creators
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pb_creators_renamed();
