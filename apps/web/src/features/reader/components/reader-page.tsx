import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { AppErrorCode, href, type BookContent } from '@pagebird/contract';
import { Art, type BirdMood } from '../../../components/art.tsx';
import { readBookOrigin } from '../../../components/books/book-origin.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useModal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { afterElementPainted } from '../../../lib/scheduling.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useBookContent } from '../api/book-content.ts';
import { fetchBookFile } from '../api/book-file.ts';
import { startPositionOf } from '../hooks/use-reading-session.ts';
import { preloadEngine } from '../engine/load-engine.ts';
import { progressQueue } from '../progress/progress-store.ts';
import { READER_TITLE_TIMING, ReaderView } from './reader-view.tsx';
import styles from './reader.module.css';
import type { openClassTimeOver as OpenClassTimeOver } from '../../family/billing/components/class-time-over.tsx';

/**
 * The class-time-over modal (spec §4) with the billing offer it shows: loaded only when a
 * student's class time is over, so the page's first load does not carry the billing code.
 */
const openClassTimeOver = (...args: Parameters<typeof OpenClassTimeOver>) =>
  void import('../../family/billing/components/class-time-over.tsx').then((m) =>
    m.openClassTimeOver(...args),
  );

/** The summary screen loads when the book is finished. */
const EndOfBookSummary = lazy(() =>
  import('./end-of-book-summary.tsx').then((m) => ({ default: m.EndOfBookSummary })),
);

type Failure = 'territory' | 'schoolHours' | 'notFound' | 'other';

/** Which answer the reader manifest call failed with (same rules as the details page). */
export function contentFailure(error: unknown): Failure {
  if (!isApiError(error)) return 'other';
  if (
    error.metadata.reason === AppErrorCode.NOT_AVAILABLE_TERRITORY ||
    error.code === AppErrorCode.NOT_AVAILABLE_TERRITORY
  ) {
    return 'territory';
  }
  if (error.code === AppErrorCode.OUTSIDE_SCHOOL_HOURS) return 'schoolHours';
  if (error.code === AppErrorCode.NOT_FOUND) return 'notFound';
  return 'other';
}

/** A book file's download, started by `start()` (see ReaderPage: after the screen's paint). */
function deferredDownload(url: string): { promise: Promise<Blob>; start: () => void } {
  let start!: () => void;
  const go = new Promise<void>((resolve) => (start = resolve));
  const promise = go.then(() => fetchBookFile(url));
  // Handled where it is awaited; never an unhandled rejection.
  promise.catch(() => undefined);
  return { promise, start };
}

type Phase =
  { kind: 'reading'; round: number; fromStart: boolean } | { kind: 'summary'; round: number };

/**
 * /reader/:bookId: loads the reader manifest, shows the reading screen and then loads the book
 * file into it; and after the last page the summary. A book the reader may not open (not
 * found, another territory, outside school hours) is explained the way the details page does.
 */
export interface ReaderPageProps {
  bookId: string;
  /**
   * The summary screen's quiz entry for the book (the route passes the quizzes feature's; the
   * reader does not import other features).
   */
  endOfBookQuiz?: (book: { bookIdNumber: string; title: string }) => ReactNode;
}

export function ReaderPage({ bookId, endOfBookQuiz }: ReaderPageProps) {
  const { t } = useTranslation();
  const content = useBookContent(bookId);
  const navigate = useNavigate();
  const location = useLocation();
  const modal = useModal();
  const canGoBack = location.key !== 'default';

  const [retry, setRetry] = useState(0);
  // The manifest the book was opened with (a later answer never reopens the book).
  const [opened, setOpened] = useState<BookContent | null>(null);
  if (content.data && opened?.id !== content.data.id) setOpened(content.data);

  // The reading screen (the title, the buttons, a spinner where the page goes) paints first;
  // then the book file and its renderer's code download. Asked for with the manifest, the file
  // (often hundreds of KB) took a phone's bandwidth from the screen's own code and held up its
  // first paint (issue 15, Lighthouse on /reader).
  // A retry (`retry`, after a failed open) is a new download.
  const fileUrl = opened?.fileUrl;
  const download = useMemo(() => (fileUrl ? deferredDownload(fileUrl) : null), [fileUrl, retry]);
  useEffect(() => {
    if (!download || !opened) return;
    // After the reader's screen (its title) is on screen, not merely committed (decision 033).
    return afterElementPainted(READER_TITLE_TIMING, () => {
      download.start();
      preloadEngine(opened);
    });
  }, [download, opened]);

  const [phase, setPhase] = useState<Phase>({ kind: 'reading', round: 0, fromStart: false });

  const detailsPath = href('book-details', { bookId });
  const origin = readBookOrigin();
  const booksPath = origin?.bookId === bookId ? origin.path : href('browse');

  // Access failures: explain in a modal, then leave (the navigation is cancelled).
  const handled = useRef<unknown>(null);
  const failure = content.isError ? contentFailure(content.error) : null;
  useEffect(() => {
    const error = content.error;
    if (!error || handled.current === error) return;
    const kind = contentFailure(error);
    if (kind !== 'territory' && kind !== 'schoolHours') return;
    handled.current = error;
    const leave = () => {
      if (canGoBack) void navigate(-1);
      else void navigate(href('browse'), { replace: true });
    };
    const body =
      (text: string, mood: BirdMood) =>
      ({ close }: { close: () => void }) => (
        <div className={styles.modalBody}>
          <Art name="mascot" mood={mood} decorative size={120} />
          <p className={styles.modalText}>{text}</p>
          <Button size="lg" onClick={close} autoFocus>
            {t('reader.ok')}
          </Button>
        </div>
      );
    if (kind === 'territory') {
      modal.open({
        name: 'territory',
        title: t('reader.territoryTitle'),
        hideTitle: true,
        size: 'sm',
        onClose: leave,
        content: body(t('messages.territory'), 'waving'),
      });
    } else {
      openClassTimeOver(modal, { text: t('reader.classTimeOverText'), onLeave: leave });
    }
  }, [content.error, modal, navigate, canGoBack, t]);

  // Where to open, decided once per opening (the queue changes while reading).
  const progress = opened?.progress;
  const startAt = useMemo(
    () => (progress ? startPositionOf(progress, progressQueue().pending(bookId)) : null),
    [progress, bookId],
  );

  const onFinished = useCallback(() => {
    setPhase((p) => ({ kind: 'summary', round: p.round }));
  }, []);
  const onReadAgain = useCallback(() => {
    setPhase((p) => ({ kind: 'reading', round: p.round + 1, fromStart: true }));
  }, []);

  if (!opened && !content.isError) {
    return (
      <div className={styles.statePage}>
        <h1 className="pb-visually-hidden">{t('routes.reader')}</h1>
        <Spinner label={t('reader.loading')} />
      </div>
    );
  }

  if (!opened) {
    return (
      <div className={styles.statePage} data-reader-error={failure ?? undefined}>
        {failure === 'territory' || failure === 'schoolHours' ? (
          // The modal explains; closing it leaves the page.
          <h1 className="pb-visually-hidden">{t('routes.reader')}</h1>
        ) : (
          <>
            <div className={styles.stateArt} aria-hidden="true">
              <Art name={failure === 'notFound' ? 'lostBird' : 'stormCloud'} decorative />
            </div>
            <h1 className={styles.stateTitle}>
              {failure === 'notFound' ? t('messages.bookNotFound') : t('reader.openFailed')}
            </h1>
            {failure === 'other' ? <p>{t('messages.generic')}</p> : null}
            <div className={styles.summaryActions}>
              {failure === 'other' ? (
                <Button variant="secondary" onClick={() => void content.refetch()}>
                  {t('reader.tryAgain')}
                </Button>
              ) : null}
              <ButtonLink
                to={href('browse')}
                variant="primary"
                icon={<ArrowLeft size={22} aria-hidden="true" />}
              >
                {t('reader.summary.backToBooks')}
              </ButtonLink>
            </div>
          </>
        )}
      </div>
    );
  }

  const manifest: BookContent = opened;
  if (phase.kind === 'summary') {
    return (
      <Suspense
        fallback={
          <div className={styles.statePage}>
            <Spinner label={t('reader.summary.loading')} />
          </div>
        }
      >
        <EndOfBookSummary
          key={phase.round}
          bookIdNumber={manifest.bookIdNumber}
          title={manifest.title}
          backTo={booksPath}
          onReadAgain={onReadAgain}
          quiz={endOfBookQuiz?.({ bookIdNumber: manifest.bookIdNumber, title: manifest.title })}
        />
      </Suspense>
    );
  }

  return (
    <ReaderView
      key={phase.round}
      manifest={manifest}
      file={download!.promise}
      onRetry={() => setRetry((r) => r + 1)}
      start={phase.fromStart ? null : startAt}
      backTo={detailsPath}
      onFinished={onFinished}
    />
  );
}
