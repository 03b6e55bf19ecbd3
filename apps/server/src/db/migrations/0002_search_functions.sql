-- Catalogue search (spec §7 "Search"): the document of every book, the query builder and the
-- vocabulary for typo tolerance. Owned by the catalogue feature (features/catalogue/search.*).
--
-- Documents hold BOTH English-stemmed lexemes and plain ('simple') words, unaccented:
--  * English stems make "dinosaurs" find "dinosaur" and "stories" find "story";
--  * plain words keep prefix matching right while a word is being typed: "happin" is a prefix
--    of the plain word "happiness" but not of its stem "happi".
-- Weights: A title, B search_creators (creators and series name), C subjects, D description.

-- unaccent() is only STABLE (it reads its dictionary through the search_path), so it cannot be
-- used in an immutable expression. This wrapper names the dictionary with its schema, which
-- makes it safe to declare IMMUTABLE. The extension may live in any schema (public by default,
-- "extensions" on some managed services), so the function is created with that schema's name.
DO $$
DECLARE
  ext_schema text;
BEGIN
  SELECT n.nspname INTO ext_schema
  FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
  WHERE e.extname = 'unaccent';
  IF ext_schema IS NULL THEN
    RAISE EXCEPTION 'the unaccent extension is missing (migration 0001 creates it)';
  END IF;
  EXECUTE format(
    'CREATE OR REPLACE FUNCTION pb_unaccent(text) RETURNS text
       LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
       AS $f$ SELECT %1$I.unaccent(%2$L::regdictionary, $1) $f$',
    ext_schema, ext_schema || '.unaccent');
END
$$;
--> statement-breakpoint

-- One weighted part of a book document: English stems and plain words of the unaccented text.
CREATE OR REPLACE FUNCTION pb_search_part(txt text, weight "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(
      to_tsvector('english'::regconfig, pb_unaccent(coalesce(txt, '')))
        || to_tsvector('simple'::regconfig, pb_unaccent(coalesce(txt, ''))),
      weight)
  $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION pb_book_search_vector(
  title text, creators text, subjects text[], description text
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT pb_search_part(title, 'A')
        || pb_search_part(creators, 'B')
        || pb_search_part(array_to_string(subjects, ' '), 'C')
        || pb_search_part(description, 'D')
  $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION pb_books_search_vector_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW.search_vector := pb_book_search_vector(
      NEW.title, NEW.search_creators, NEW.subjects, NEW.description);
    RETURN NEW;
  END
  $$;
--> statement-breakpoint

DROP TRIGGER IF EXISTS books_search_vector ON books;
--> statement-breakpoint
CREATE TRIGGER books_search_vector
  BEFORE INSERT OR UPDATE OF title, search_creators, subjects, description ON books
  FOR EACH ROW EXECUTE FUNCTION pb_books_search_vector_trigger();
--> statement-breakpoint

-- Books that existed before this migration get their document now.
UPDATE books
SET search_vector = pb_book_search_vector(title, search_creators, subjects, description);
--> statement-breakpoint

-- The query for a list of typed words: every word must match (AND); a word matches as a
-- prefix (typing "dino" finds "dinosaur") of its plain form or of its English stem. Words of
-- one character match exactly. English stop words ("the", "and") are left out unless the query
-- has nothing else. Anything that is not a letter or digit is dropped. NULL when nothing is left.
CREATE OR REPLACE FUNCTION pb_prefix_query(words text[]) RETURNS tsquery
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    WITH w AS (
      SELECT t.ord, t.word, (ts_lexize('english_stem', t.word))[1] AS stem,
             coalesce(cardinality(ts_lexize('english_stem', t.word)), 0) = 0 AS stop
      FROM (
        SELECT u.ord, regexp_replace(lower(pb_unaccent(u.word)), '[^[:alnum:]]+', '', 'g') AS word
        FROM unnest(words) WITH ORDINALITY AS u(word, ord)
      ) t
      WHERE t.word <> ''
    ),
    kept AS (
      SELECT * FROM w
      WHERE NOT stop OR NOT EXISTS (SELECT 1 FROM w WHERE NOT stop)
    ),
    terms AS (
      SELECT ord,
        CASE
          WHEN length(word) = 1 THEN word
          WHEN stem IS NULL OR stem = word THEN word || ':*'
          ELSE '(' || word || ':* | ' || stem || ':*)'
        END AS term
      FROM kept
    )
    SELECT CASE WHEN count(*) = 0 THEN NULL
                ELSE to_tsquery('simple'::regconfig, string_agg(term, ' & ' ORDER BY ord)) END
    FROM terms
  $$;
--> statement-breakpoint

-- Rebuild the catalogue vocabulary used for typo tolerance: the distinct plain words (lower
-- case, unaccented) of titles, creators, series names and subjects of active books, each with
-- the number of books holding it. Call it after importing or editing books. It also merges the
-- GIN pending list of the search index (rows inserted since the last vacuum are otherwise
-- scanned one by one by every search until autovacuum runs). Returns the number of words.
CREATE OR REPLACE FUNCTION pb_refresh_search_words() RETURNS integer
  LANGUAGE plpgsql
  AS $$
  DECLARE
    n integer;
  BEGIN
    -- One refresh at a time (an import may finish while another runs).
    PERFORM pg_advisory_xact_lock(7240318552);
    WITH docs AS (
      SELECT b.id,
             concat_ws(' ', b.title, b.search_creators, array_to_string(b.subjects, ' '), s.name,
               (SELECT string_agg(c.full_name, ' ')
                FROM book_creators bc JOIN creators c ON c.id = bc.creator_id
                WHERE bc.book_id = b.id)) AS doc
      FROM books b LEFT JOIN series s ON s.id = b.series_id
      WHERE b.status = 'ACTIVE'
    ),
    counts AS (
      SELECT w.word, count(*)::integer AS books
      FROM docs d,
           LATERAL unnest(tsvector_to_array(to_tsvector('simple'::regconfig, pb_unaccent(d.doc)))) AS w(word)
      WHERE length(w.word) >= 2 AND w.word ~ '[[:alpha:]]'
      GROUP BY w.word
    ),
    removed AS (
      DELETE FROM search_words sw
      WHERE NOT EXISTS (SELECT 1 FROM counts c WHERE c.word = sw.word)
    ),
    upserted AS (
      INSERT INTO search_words (word, books)
      SELECT word, books FROM counts
      ON CONFLICT (word) DO UPDATE SET books = EXCLUDED.books
      WHERE search_words.books IS DISTINCT FROM EXCLUDED.books
    )
    SELECT count(*) INTO n FROM counts;
    PERFORM gin_clean_pending_list('books_search_idx'::regclass);
    PERFORM gin_clean_pending_list('search_words_trgm_idx'::regclass);
    RETURN n;
  END
  $$;
