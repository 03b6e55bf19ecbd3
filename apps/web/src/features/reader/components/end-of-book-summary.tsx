import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen, Library, RotateCcw } from 'lucide-react';
import { href, type DeviceKind } from '@pagebird/contract';
import { Art } from '../../../components/art.tsx';
import { BookCard, BookCover } from '../../../components/books/index.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDevice } from '../../../lib/device.ts';
import { useEndOfBook, type EndOfBookDevice } from '../api/end-of-book.ts';
import styles from './reader.module.css';

const DEVICE: Record<DeviceKind, EndOfBookDevice> = {
  desktop: 'DESKTOP',
  chromebook: 'DESKTOP',
  tablet: 'TABLET',
  phone: 'PHONE',
};

export interface EndOfBookSummaryProps {
  bookIdNumber: string;
  title: string;
  /** "Back to books": the book's origin (spec §4), else browse. */
  backTo: string;
  onReadAgain: () => void;
  /** The "Take the quiz" entry, when the book has a quiz (given by the route: features/quizzes). */
  quiz?: ReactNode;
}

/**
 * The summary screen after the last page (spec §2 "Book end screens", `GET /api/end-of-book`):
 * time read, pages, how often the book was finished, the quiz entry, the next book of the
 * series, "Read again" and "Back to books".
 */
export function EndOfBookSummary({
  bookIdNumber,
  title,
  backTo,
  onReadAgain,
  quiz,
}: EndOfBookSummaryProps) {
  const { t } = useTranslation();
  const device = useDevice();
  const summary = useEndOfBook(bookIdNumber, DEVICE[device]);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const data = summary.data;
  const minutes = data?.minutesRead ?? 0;

  return (
    <div className={styles.summary} data-testid="end-of-book">
      <h1 ref={heading} tabIndex={-1} className={styles.summaryTitle}>
        {t('reader.summary.title', { title: data?.book.title ?? title })}
      </h1>
      <p className={styles.summaryText}>{t('reader.summary.subtitle')}</p>
      {summary.isPending ? (
        <Spinner label={t('reader.summary.loading')} />
      ) : summary.isError || !data ? (
        <>
          <Art name="mascot" mood="happy" decorative size={160} />
          <p role="alert">{t('reader.summary.failed')}</p>
        </>
      ) : (
        <>
          <div className={styles.summaryCover}>
            <BookCover src={data.book.coverUrl} title={data.book.title} loading="eager" />
          </div>
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt>{t('reader.summary.timeRead')}</dt>
              <dd data-testid="summary-minutes">
                {minutes < 1
                  ? t('reader.summary.lessThanMinute')
                  : t('reader.summary.minutes', { count: minutes })}
              </dd>
            </div>
            {data.pageCount ? (
              <div className={styles.stat}>
                <dt>{t('reader.summary.pages')}</dt>
                <dd data-testid="summary-pages">{data.pageCount}</dd>
              </div>
            ) : null}
            <div className={styles.stat}>
              <dt>{t('reader.summary.timesFinished')}</dt>
              <dd data-testid="summary-times-finished">
                {data.timesFinished <= 1 ? t('reader.summary.firstTime') : data.timesFinished}
              </dd>
            </div>
          </dl>
          {quiz}
          {data.nextInSeries ? (
            <section className={styles.next} aria-labelledby="next-in-series">
              <h2 id="next-in-series" className={styles.nextTitle}>
                {t('reader.summary.nextInSeries')}
              </h2>
              <div className={styles.nextCard}>
                <BookCard book={data.nextInSeries} />
              </div>
            </section>
          ) : null}
        </>
      )}
      <div className={styles.summaryActions}>
        <Button
          variant="secondary"
          size="lg"
          onClick={onReadAgain}
          icon={<RotateCcw size={24} aria-hidden="true" />}
        >
          {t('reader.summary.readAgain')}
        </Button>
        <ButtonLink
          to={backTo}
          size="lg"
          variant="primary"
          icon={<Library size={24} aria-hidden="true" />}
        >
          {t('reader.summary.backToBooks')}
        </ButtonLink>
        {data?.nextInSeries ? (
          <ButtonLink
            to={href('book-details', { bookId: data.nextInSeries.id })}
            size="lg"
            variant="sunny"
            icon={<BookOpen size={24} aria-hidden="true" />}
          >
            {data.nextInSeries.title}
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}
