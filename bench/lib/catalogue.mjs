import {
  ADJECTIVES,
  DEEDS,
  FIRST_NAMES,
  IMPRINTS,
  INTERESTS,
  INVENTED_NAMES,
  NOUNS,
  PLACES,
  PUBLISHERS,
  SUBJECTS_BY_INTEREST,
  SURNAMES,
  TOPICS,
} from './words.mjs';

/**
 * Loads a generated catalogue into the real schema (migrations 0001/0002) with set-based SQL:
 * interest areas, creators, series, books (search_creators = creator names and series name, as
 * the ingest keeps it; search_vector comes from the books trigger of migration 0002),
 * book_creators, book_interests, then the search word list and VACUUM (ANALYZE). Deterministic
 * for a given seed (except the uuids).
 *
 * The shape (share of read-along, territories, ages, page counts) is documented in
 * docs/benchmarks.md.
 */

/** Checks that migration 0002's search trigger and word-list function exist. */
export async function searchSupportStatus(client) {
  const { rows } = await client.query(`
    SELECT
      EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'pb_refresh_search_words') AS refresh_fn,
      EXISTS (
        SELECT 1 FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE c.relname = 'books' AND NOT t.tgisinternal
      ) AS books_trigger`);
  return { refreshFn: rows[0].refresh_fn, booksTrigger: rows[0].books_trigger };
}

/**
 * @param {import('pg').Client} client connected to the app database (migrated, empty catalogue)
 * @param {{ books: number, creators?: number, series?: number, seed?: number, log?: (m: string) => void }} opts
 * @returns {Promise<{ seconds: number, steps: Record<string, number>, counts: Record<string, number> }>}
 */
export async function loadCatalogue(client, opts) {
  const n = opts.books;
  const nCreators = opts.creators ?? Math.max(50, Math.round(n / 16)); // 50,000 books → 3,125
  const nSeries = opts.series ?? Math.max(10, Math.round(n / 40)); // → 1,250 series
  const log = opts.log ?? (() => {});
  const steps = {};
  const started = performance.now();
  let t = started;
  const step = (name) => {
    const now = performance.now();
    steps[name] = Math.round(now - t);
    t = now;
    log(`  ${name}: ${steps[name]} ms`);
  };

  const interestIds = INTERESTS.map((i) => i[0]);
  const interestSubjects = interestIds.map((id) => SUBJECTS_BY_INTEREST[id].join('|'));

  await client.query('BEGIN');
  try {
    await client.query('SET LOCAL synchronous_commit = off');
    await client.query('SELECT setseed($1)', [opts.seed ?? 0.4242]);

    // ── interest areas ──
    await client.query(
      `INSERT INTO interest_areas (id, name, image_key, color, position)
       SELECT id, name, 'interests/' || id || '.svg', color, ord::int
       FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS x(id, name, color, ord)
       ON CONFLICT (id) DO NOTHING`,
      [interestIds, INTERESTS.map((i) => i[1]), INTERESTS.map((i) => i[2])],
    );
    await client.query(
      `CREATE TEMP TABLE bench_interest ON COMMIT DROP AS
       SELECT ord::int AS idx, id, string_to_array(subjects, '|') AS subjects
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS x(id, subjects, ord)`,
      [interestIds, interestSubjects],
    );
    step('interest areas');

    // ── creators: distinct "First Last" names (13 is coprime to the 60 first names) ──
    await client.query(
      `CREATE TEMP TABLE bench_creator ON COMMIT DROP AS
       SELECT i + 1 AS idx, gen_random_uuid() AS id,
              ($1::text[])[1 + (i + (i / cardinality($2::text[])) * 13) % cardinality($1::text[])] || ' ' ||
              ($2::text[])[1 + i % cardinality($2::text[])] ||
              CASE WHEN i >= cardinality($1::text[]) * cardinality($2::text[])
                   THEN ' ' || (i / (cardinality($1::text[]) * cardinality($2::text[])) + 1)::text
                   ELSE '' END AS full_name
       FROM generate_series(0, $3 - 1) AS i`,
      [FIRST_NAMES, SURNAMES, nCreators],
    );
    await client.query(
      'INSERT INTO creators (id, full_name) SELECT id, full_name FROM bench_creator',
    );
    step('creators');

    // ── series: "The <Adjective> <Noun> Adventures" (distinct) ──
    await client.query(
      `CREATE TEMP TABLE bench_series ON COMMIT DROP AS
       SELECT i + 1 AS idx, gen_random_uuid() AS id,
              'The ' || ($1::text[])[1 + i % cardinality($1::text[])] || ' ' ||
              ($2::text[])[1 + (i / cardinality($1::text[])) % cardinality($2::text[])] || ' ' ||
              (ARRAY['Adventures','Stories','Tales','Club','Chronicles'])[1 + (i / (cardinality($1::text[]) * cardinality($2::text[]))) % 5] ||
              CASE WHEN i >= cardinality($1::text[]) * cardinality($2::text[]) * 5
                   THEN ' ' || (i / (cardinality($1::text[]) * cardinality($2::text[]) * 5) + 1)::text
                   ELSE '' END AS name
       FROM generate_series(0, $3 - 1) AS i`,
      [ADJECTIVES, NOUNS.map((x) => x[0]), nSeries],
    );
    await client.query(
      `INSERT INTO series (id, name, description)
       SELECT id, name, 'A series of ' || lower(name) || ' for young readers.' FROM bench_series`,
    );
    step('series');

    // ── the plan: one row per book with every random choice ──
    await client.query(
      `CREATE TEMP TABLE bench_plan ON COMMIT DROP AS
       SELECT g, gen_random_uuid() AS id,
         floor(random() * 12)::int AS tpl,
         1 + floor(random() * $11)::int AS invented,
         1 + floor(random() * $2)::int AS adj,
         1 + floor(random() * $3)::int AS noun,
         1 + floor(random() * $4)::int AS name,
         1 + floor(random() * $5)::int AS place,
         1 + floor(random() * $6)::int AS topic,
         1 + floor(random() * $7)::int AS deed,
         1 + floor($8 * random() ^ 2)::int AS author,
         CASE WHEN random() < 0.2 THEN 1 + floor(random() * $8)::int END AS author2,
         CASE WHEN random() < 0.6 THEN 1 + floor(random() * $8)::int END AS illustrator,
         CASE WHEN random() < 0.05 THEN 1 + floor(random() * $8)::int END AS editor,
         CASE WHEN random() < 0.3 THEN 1 + floor(random() * $9)::int END AS series,
         1 + floor(random() * $10)::int AS interest2,
         random() AS r_int3, 1 + floor(random() * $10)::int AS interest3,
         2 + floor(random() * 8)::int AS age_min,
         floor(random() * 4)::int AS age_span,
         random() AS r_pages, random() AS r_audio, random() AS r_terr, random() AS r_lang,
         random() AS r_status, random() AS r_pub, random() AS r_seg, random() AS r_pdf,
         random() AS r_level, random() AS r_cover
       FROM generate_series(1, $1) AS g`,
      [
        n,
        ADJECTIVES.length,
        NOUNS.length,
        FIRST_NAMES.length,
        PLACES.length,
        TOPICS.length,
        DEEDS.length,
        nCreators,
        nSeries,
        INTERESTS.length,
        INVENTED_NAMES.length,
      ],
    );
    // Derived columns: nonfiction, primary interest, page count.
    await client.query(
      `CREATE TEMP TABLE bench_book ON COMMIT DROP AS
       SELECT p.*,
         p.tpl IN (4, 5, 8) AS nonfiction,
         CASE WHEN p.tpl IN (4, 5, 8) THEN ($1::text[])[p.topic] ELSE ($2::text[])[p.noun] END
           AS interest1,
         least(14, p.age_min + 2 + p.age_span) AS age_max,
         CASE WHEN p.age_min <= 4 THEN 12 + floor(p.r_pages * 29)::int
              WHEN p.age_min <= 7 THEN 24 + floor(p.r_pages * 73)::int
              ELSE 64 + floor(p.r_pages * 237)::int END AS page_count,
         encode(sha256(convert_to('pagebird-bench-book-' || p.g, 'UTF8')), 'hex') AS sha
       FROM bench_plan p`,
      [TOPICS.map((x) => x[1]), NOUNS.map((x) => x[1])],
    );
    step('plan');

    // Four spine templates (8, 16, 24, 40 items) and a short table of contents.
    await client.query(
      `CREATE TEMP TABLE bench_spine ON COMMIT DROP AS
       SELECT k, (
         SELECT jsonb_agg(jsonb_build_object(
           'index', i, 'href', 'text/page-' || i || '.xhtml',
           'mediaType', 'application/xhtml+xml', 'linear', true,
           'category', CASE WHEN i = 0 THEN 'COVER' WHEN i = 1 THEN 'TITLE'
                            WHEN i = len - 1 THEN 'BACK_COVER' ELSE 'CONTENT' END,
           'wordCount', CASE WHEN i < 2 THEN 0 ELSE 35 + (i * 7) % 60 END,
           'mediaOverlay', NULL) ORDER BY i)
         FROM generate_series(0, len - 1) AS i) AS spine,
         (SELECT jsonb_agg(jsonb_build_object(
            'label', 'Chapter ' || c, 'href', 'text/page-' || (c * 2) || '.xhtml', 'depth', 0)
            ORDER BY c)
          FROM generate_series(1, greatest(2, len / 8)) AS c) AS toc
       FROM (VALUES (0, 8), (1, 16), (2, 24), (3, 40)) AS v(k, len)`,
    );

    // ── books ──
    await client.query(
      `INSERT INTO books (
         id, id_number, title, description, subjects, languages, series_id, series_position,
         imprint, publisher, nonfiction, file_type, original_file_type, format_version, layout,
         user_segments, sales_territories, is_audio_included, age_min, age_max, page_count,
         word_count, reading_level_system, reading_level_value, reading_level_label,
         spine, toc, file_key, file_size, file_sha256, cover_key, cover_thumb_key,
         search_creators, status, published_at, created_at, updated_at)
       SELECT b.id,
         'PB-' || lpad(b.g::text, 6, '0'),
         x.title,
         x.description,
         CASE WHEN b.nonfiction THEN ARRAY['Juvenile Nonfiction'] ELSE ARRAY['Juvenile Fiction'] END
           || i1.subjects || CASE WHEN i2.id <> i1.id THEN i2.subjects ELSE '{}' END,
         CASE WHEN b.r_lang < 0.82 THEN ARRAY['en'] WHEN b.r_lang < 0.92 THEN ARRAY['es']
              WHEN b.r_lang < 0.96 THEN ARRAY['fr'] ELSE ARRAY['en', 'es'] END,
         s.id,
         CASE WHEN s.id IS NOT NULL THEN row_number() OVER (PARTITION BY b.series ORDER BY b.g) END,
         ($7::text[])[1 + b.g % cardinality($7::text[])],
         ($8::text[])[1 + b.g % cardinality($8::text[])],
         b.nonfiction,
         x.file_type::file_type,
         x.file_type,
         CASE WHEN x.file_type = 'pdf' THEN '1.7' ELSE '3.0' END,
         CASE WHEN x.file_type = 'pdf' OR b.age_min <= 5 THEN 'fixed' ELSE 'reflowable' END,
         CASE WHEN b.r_seg < 0.9 THEN ARRAY['CONSUMER', 'EDUCATOR'] WHEN b.r_seg < 0.95
              THEN ARRAY['CONSUMER'] ELSE ARRAY['EDUCATOR'] END,
         CASE WHEN b.r_terr < 0.97 THEN ARRAY['WORLD'] WHEN b.r_terr < 0.98 THEN ARRAY['US', 'CA']
              WHEN b.r_terr < 0.99 THEN ARRAY['GB', 'IE'] ELSE ARRAY['AU', 'NZ'] END,
         b.r_audio < CASE WHEN b.age_min <= 5 THEN 0.35 ELSE 0.08 END,
         b.age_min, b.age_max, b.page_count,
         b.page_count * CASE WHEN b.age_min <= 4 THEN 25 WHEN b.age_min <= 7 THEN 110 ELSE 240 END,
         'FLESCH_KINCAID_GRADE', x.level::real,
         CASE WHEN x.level < 1 THEN 'Kindergarten' ELSE 'Grade ' || floor(x.level)::int END,
         sp.spine, sp.toc,
         'books/' || b.sha || '.' || x.file_type,
         b.page_count * 45000 + (b.g % 997) * 13,
         b.sha,
         CASE WHEN b.r_cover < 0.98 THEN 'covers/' || substr(b.sha, 1, 32) || '.jpg' END,
         CASE WHEN b.r_cover < 0.98 THEN 'covers/' || substr(b.sha, 1, 32) || '-thumb.webp' END,
         concat_ws(' ', a.full_name, a2.full_name, il.full_name, ed.full_name, s.name),
         CASE WHEN b.r_status < 0.01 THEN 'INACTIVE' ELSE 'ACTIVE' END::status,
         now() - make_interval(secs => b.r_pub * 5 * 365 * 86400),
         now() - make_interval(secs => b.r_pub * 5 * 365 * 86400),
         now() - make_interval(secs => b.r_pub * 5 * 365 * 86400 / 2)
       FROM bench_book b
       JOIN bench_interest i1 ON i1.id = b.interest1
       JOIN bench_interest i2 ON i2.idx = b.interest2
       JOIN bench_creator a ON a.idx = b.author
       LEFT JOIN bench_creator a2 ON a2.idx = b.author2 AND b.author2 <> b.author
       LEFT JOIN bench_creator il ON il.idx = b.illustrator
       LEFT JOIN bench_creator ed ON ed.idx = b.editor
       LEFT JOIN bench_series s ON s.idx = b.series
       JOIN bench_spine sp ON sp.k = CASE WHEN b.page_count <= 24 THEN 0 WHEN b.page_count <= 48
                                          THEN 1 WHEN b.page_count <= 120 THEN 2 ELSE 3 END
       CROSS JOIN LATERAL (
         SELECT
           CASE b.tpl
             WHEN 0 THEN 'The ' || ($1::text[])[b.adj] || ' ' || ($2::text[])[b.noun]
             WHEN 1 THEN ($3::text[])[b.name] || ' and the ' || ($1::text[])[b.adj] || ' ' || ($2::text[])[b.noun]
             WHEN 2 THEN 'The ' || ($2::text[])[b.noun] || ' Who ' || ($6::text[])[b.deed]
             WHEN 3 THEN ($3::text[])[b.name] || '''s ' || ($1::text[])[b.adj] || ' ' || ($2::text[])[b.noun]
             WHEN 4 THEN 'All About ' || ($5::text[])[b.topic]
             WHEN 5 THEN 'My First Book of ' || ($5::text[])[b.topic]
             WHEN 6 THEN 'The ' || ($2::text[])[b.noun] || ' in the ' || ($4::text[])[b.place]
             WHEN 7 THEN ($3::text[])[b.name] || ' Visits the ' || ($4::text[])[b.place]
             WHEN 8 THEN 'Amazing Facts About ' || ($5::text[])[b.topic]
             WHEN 10 THEN ($9::text[])[b.invented] || ' the ' || ($1::text[])[b.adj] || ' ' || ($2::text[])[b.noun]
             WHEN 11 THEN 'The Adventures of ' || ($9::text[])[b.invented] || ' the ' || ($2::text[])[b.noun]
             ELSE 'The ' || ($1::text[])[b.adj] || ' ' || ($4::text[])[b.place] || ' Mystery'
           END AS title,
           CASE
             WHEN b.nonfiction AND b.g % 2 = 0 THEN
               'Discover amazing facts about ' || ($5::text[])[b.topic] || ', with photos, maps and a glossary.'
             WHEN b.nonfiction THEN
               'Everything young readers want to know about ' || ($5::text[])[b.topic] || ', explained step by step.'
             WHEN b.g % 3 = 0 THEN
               'When ' || ($3::text[])[b.name] || ' meets a ' || lower(($1::text[])[b.adj]) || ' ' ||
               lower(($2::text[])[b.noun]) || ' in the ' || lower(($4::text[])[b.place]) ||
               ', an unforgettable adventure begins.'
             WHEN b.g % 3 = 1 THEN
               'A ' || lower(($1::text[])[b.adj]) || ' tale of a ' || lower(($2::text[])[b.noun]) ||
               ' who ' || lower(($6::text[])[b.deed]) || '.'
             ELSE
               ($3::text[])[b.name] || ' and a ' || lower(($2::text[])[b.noun]) || ' explore the ' ||
               lower(($4::text[])[b.place]) || ' and learn that it is fine to be ' ||
               lower(($1::text[])[b.adj]) || '.'
           END AS description,
           CASE WHEN b.r_pdf < 0.12 THEN 'pdf' ELSE 'epub' END AS file_type,
           round((greatest(0, b.age_min - 5 + b.r_level * 1.5))::numeric, 1) AS level
       ) AS x`,
      [
        ADJECTIVES,
        NOUNS.map((x) => x[0]),
        FIRST_NAMES,
        PLACES,
        TOPICS.map((x) => x[0]),
        DEEDS,
        IMPRINTS,
        PUBLISHERS,
        INVENTED_NAMES,
      ],
    );
    step('books');

    await client.query(
      `INSERT INTO book_creators (book_id, creator_id, role, position)
       SELECT b.id, c.id, 'AUTHOR'::creator_role, 0 FROM bench_book b JOIN bench_creator c ON c.idx = b.author
       UNION ALL
       SELECT b.id, c.id, 'AUTHOR', 1 FROM bench_book b JOIN bench_creator c ON c.idx = b.author2
        WHERE b.author2 <> b.author
       UNION ALL
       SELECT b.id, c.id, 'ILLUSTRATOR', 0 FROM bench_book b JOIN bench_creator c ON c.idx = b.illustrator
       UNION ALL
       SELECT b.id, c.id, 'EDITOR', 0 FROM bench_book b JOIN bench_creator c ON c.idx = b.editor`,
    );
    step('book_creators');

    await client.query(
      `INSERT INTO book_interests (book_id, interest_id)
       SELECT DISTINCT b.id, x.interest_id
       FROM bench_book b
       JOIN bench_interest i2 ON i2.idx = b.interest2
       LEFT JOIN bench_interest i3 ON i3.idx = b.interest3 AND b.r_int3 < 0.15
       CROSS JOIN LATERAL (VALUES (b.interest1), (i2.id), (i3.id)) AS x(interest_id)
       WHERE x.interest_id IS NOT NULL`,
    );
    step('book_interests');

    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  }

  // Outside the load transaction: the word list for typo tolerance, then vacuum and statistics.
  await client.query('SELECT pb_refresh_search_words()');
  step('pb_refresh_search_words');
  // VACUUM sets the visibility map (index-only scans need it), as autovacuum would in a while.
  await client.query('VACUUM (ANALYZE)');
  step('vacuum analyze');

  const { rows } = await client.query(`
    SELECT (SELECT count(*) FROM books)::int AS books,
           (SELECT count(*) FROM books WHERE search_vector IS NOT NULL)::int AS with_vector,
           (SELECT count(*) FROM creators)::int AS creators,
           (SELECT count(*) FROM book_creators)::int AS book_creators,
           (SELECT count(*) FROM series)::int AS series,
           (SELECT count(*) FROM book_interests)::int AS book_interests,
           (SELECT count(*) FROM search_words)::int AS search_words,
           (SELECT count(*) FROM books WHERE is_audio_included)::int AS read_along,
           (SELECT count(*) FROM books WHERE NOT 'WORLD' = ANY (sales_territories))::int AS territory_limited,
           (SELECT count(*) FROM books WHERE title ILIKE '%dino%' OR title ILIKE '%rex%'
              OR title ILIKE '%saurus%' OR title ILIKE '%triceratops%')::int AS dinosaur_titles,
           pg_size_pretty(pg_total_relation_size('books')) AS books_size`);
  return { seconds: (performance.now() - started) / 1000, steps, counts: rows[0] };
}
