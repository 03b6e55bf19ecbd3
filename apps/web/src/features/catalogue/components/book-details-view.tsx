import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookOpen, Clock, FileText, Globe, GraduationCap, Library, Smile } from 'lucide-react';
import { href, type BookDetails } from '@pagebird/contract';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { BookCard, BookCover, ReadAlongTag, Swimlane } from '../../../components/books/index.ts';
import { useRelatedBooks } from '../api/related-books.ts';
import styles from './book-details.module.css';

export interface BookDetailsViewProps {
  book: BookDetails;
  /** Favorite, add to collection, … (from the collections feature, composed by the route). */
  actions?: ReactNode;
  /** Called when Read is pressed, before the reader opens (activity log, composed by the route). */
  onRead?: () => void;
}

const languageNames =
  typeof Intl !== 'undefined' && 'DisplayNames' in Intl
    ? new Intl.DisplayNames(['en'], { type: 'language' })
    : null;

export function languageName(code: string): string {
  try {
    return languageNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Everything about a book before reading it (spec §3 "Book"). */
export function BookDetailsView({ book, actions, onRead }: BookDetailsViewProps) {
  const { t } = useTranslation();
  const progress = book.progress === 'NOT_STARTED' ? null : book.progress;
  const languages = book.languages.map(languageName);

  const facts: { key: string; icon: ReactNode; label: string; value: ReactNode }[] = [];
  if (book.readingLevel) {
    facts.push({
      key: 'level',
      icon: <GraduationCap aria-hidden="true" />,
      label: t('catalogue.details.readingLevel'),
      value: book.readingLevel.label,
    });
  }
  facts.push({
    key: 'ages',
    icon: <Smile aria-hidden="true" />,
    label: t('catalogue.details.ages'),
    value: t('catalogue.details.agesValue', { min: book.ageMin, max: book.ageMax }),
  });
  if (book.pageCount > 0) {
    facts.push({
      key: 'pages',
      icon: <FileText aria-hidden="true" />,
      label: t('catalogue.details.pages'),
      value: book.pageCount,
    });
  }
  if (book.readingMinutes !== null) {
    facts.push({
      key: 'time',
      icon: <Clock aria-hidden="true" />,
      label: t('catalogue.details.readingTime'),
      value: t('catalogue.details.minutes', { count: book.readingMinutes }),
    });
  }
  if (languages.length) {
    facts.push({
      key: 'languages',
      icon: <Globe aria-hidden="true" />,
      label:
        languages.length > 1 ? t('catalogue.details.languages') : t('catalogue.details.language'),
      value: languages.join(', '),
    });
  }
  facts.push({
    key: 'type',
    icon: <BookOpen aria-hidden="true" />,
    label: t('catalogue.details.type'),
    value: t(`catalogue.details.bookTypes.${book.bookType}`),
  });
  const publisher = book.imprint ?? book.publisher;
  if (publisher) {
    facts.push({
      key: 'publisher',
      icon: <Library aria-hidden="true" />,
      label: t('catalogue.details.publisher'),
      value: publisher,
    });
  }

  return (
    <article className={styles.details} aria-labelledby="book-title">
      <div className={styles.hero}>
        <div className={styles.coverCol}>
          <BookCover
            src={book.coverLargeUrl ?? book.coverUrl}
            title={book.title}
            size="large"
            loading="eager"
          />
        </div>
        <div className={styles.info}>
          {book.series ? (
            <p className={styles.series}>
              {book.series.position !== null
                ? t('catalogue.details.seriesPosition', {
                    position: book.series.position,
                    total: book.series.total,
                  }) + ' '
                : `${t('catalogue.details.series')}: `}
              <Link to={href('book-series', { seriesId: book.series.id })}>{book.series.name}</Link>
            </p>
          ) : null}
          <h1 id="book-title" className={styles.title}>
            {book.title}
          </h1>
          <div className={styles.people}>
            {book.authors.length ? (
              <p>
                <span className={styles.peopleLabel}>{t('catalogue.details.authors')}</span>{' '}
                {book.authors.join(', ')}
              </p>
            ) : null}
            {book.illustrators.length ? (
              <p>
                <span className={styles.peopleLabel}>{t('catalogue.details.illustrators')}</span>{' '}
                {book.illustrators.join(', ')}
              </p>
            ) : null}
            {book.editors.length ? (
              <p>
                <span className={styles.peopleLabel}>{t('catalogue.details.editors')}</span>{' '}
                {book.editors.join(', ')}
              </p>
            ) : null}
          </div>
          {book.isAudioIncluded || progress ? (
            <div className={styles.badges}>
              {book.isAudioIncluded ? <ReadAlongTag className={styles.readAlong} /> : null}
              {progress ? (
                <span className={styles.progress} data-progress={progress}>
                  {t(`catalogue.progress.${progress}`)}
                </span>
              ) : null}
            </div>
          ) : null}
          <div className={styles.actions}>
            <ButtonLink
              size="lg"
              variant="primary"
              to={href('reader', { bookId: book.id })}
              onClick={onRead}
              icon={<BookOpen size={24} aria-hidden="true" />}
              className={styles.read}
            >
              {t(progress === 'STARTED' ? 'catalogue.details.continue' : 'catalogue.details.read')}
            </ButtonLink>
            {actions}
          </div>
          {book.description ? <p className={styles.description}>{book.description}</p> : null}
        </div>
      </div>

      <section className={styles.section} aria-labelledby="book-facts">
        <h2 id="book-facts" className={styles.sectionTitle}>
          {t('catalogue.details.facts')}
        </h2>
        <dl className={styles.facts}>
          {facts.map((f) => (
            <div key={f.key} className={styles.fact} data-fact={f.key}>
              <dt>
                <span className={styles.factIcon}>{f.icon}</span>
                {f.label}
              </dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {book.interests.length || book.subjects.length ? (
        <section className={styles.section} aria-labelledby="book-topics">
          <h2 id="book-topics" className={styles.sectionTitle}>
            {t('catalogue.details.topics')}
          </h2>
          <ul className={styles.chips}>
            {book.interests.map((i) => (
              <li key={`i-${i.id}`}>
                <Link className={styles.chipLink} to={href('search', {}, { interests: i.id })}>
                  {i.name}
                </Link>
              </li>
            ))}
            {book.subjects
              .filter((s) => !book.interests.some((i) => i.name.toLowerCase() === s.toLowerCase()))
              .map((s) => (
                <li key={`s-${s}`} className={styles.chip}>
                  {s}
                </li>
              ))}
          </ul>
        </section>
      ) : null}

      <RelatedBooksRow bookId={book.id} />
    </article>
  );
}

/** Loaded after the details (below the fold); nothing shows while loading or on failure. */
function RelatedBooksRow({ bookId }: { bookId: string }) {
  const { t } = useTranslation();
  const related = useRelatedBooks(bookId);
  const books = related.data?.books ?? [];
  if (books.length === 0) return null;
  return (
    <Swimlane title={t('catalogue.details.related')} laneType="related">
      {books.map((b) => (
        <BookCard key={b.id} book={b} />
      ))}
    </Swimlane>
  );
}
