import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ArrowLeft,
  ChevronLeft,
  ChevronRight,
  PartyPopper,
  Pointer,
  Settings2,
} from 'lucide-react';
import clsx from 'clsx';
import { href, type BookContent, type FinishedBookResponse } from '@pagebird/contract';
import { Art } from '../../../components/art.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useModal } from '../../../components/ui/modal.tsx';
import { notify } from '../../../components/ui/notifications.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { ReaderDisplay, ReaderLocation, TapEvent } from '../engine/engine-types.ts';
import { keyAction } from '../engine/gestures.ts';
import { routeTaps } from '../engine/tap-router.ts';
import { useFinishBook } from '../hooks/use-finish-book.ts';
import { useReaderEngine } from '../hooks/use-reader-engine.ts';
import { useReadingSession, type StartAt } from '../hooks/use-reading-session.ts';
import { NarrationPreview } from '../narration/narration-preview.tsx';
import { useNarration } from '../narration/use-narration.ts';
import { useReaderSettings } from '../settings/reader-settings.ts';
import type { WordLookupRequest } from './word-lookup.tsx';
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

/*
 * Controls that are not needed to show the first page load next to the book (their JavaScript
 * stays out of the reader route's first load): narration controls, the settings popover, the
 * dictionary card and the celebration super flow.
 */
const NarrationBar = lazy(() =>
  import('../narration/narration-bar.tsx').then((m) => ({ default: m.NarrationBar })),
);
const ReaderSettingsButton = lazy(() =>
  import('./reader-settings-button.tsx').then((m) => ({ default: m.ReaderSettingsButton })),
);
const WordLookup = lazy(() => import('./word-lookup.tsx').then((m) => ({ default: m.WordLookup })));
const SuperFlow = lazy(() =>
  import('../../../components/celebration/index.ts').then((m) => ({ default: m.SuperFlow })),
);

/**
 * The reader title's Element Timing name: the page starts the book's download once the browser
 * reports the title on screen (reader-page.tsx, lib/scheduling.ts `afterElementPainted`).
 */
export const READER_TITLE_TIMING = 'reader-title';

export interface ReaderViewProps {
  manifest: BookContent;
  file: Promise<Blob>;
  /** Download the file again (after a failed open). */
  onRetry: () => void;
  /** Where to open (null: the start of the book). */
  start: StartAt;
  /** Where the back button goes (the book's details page). */
  backTo: string;
  /** The book was finished (and any earnings shown): show the summary. */
  onFinished: (result: FinishedBookResponse) => void;
}

const lookupKey = (r: WordLookupRequest) => `${r.section.index}:${r.x}:${r.y}`;

/** Keys inside these keep their own meaning (radios and sliders use the arrows). */
const OWN_KEYS =
  'input, textarea, select, [contenteditable], [role="radiogroup"], [role="radio"], [role="slider"], [role="listbox"], [role="menu"], [role="dialog"]';

export type PageText =
  | { key: 'reader.pages'; values: { from: number; to: number; count: number } }
  | { key: 'reader.pageLabel'; values: { label: string; page: number; count: number } }
  | { key: 'reader.page'; values: { page: number; count: number } };

/** "Page 3 of 12", "Pages 2–3 of 12" (a spread) or the publisher's label. */
export function pageText(loc: ReaderLocation): PageText {
  const count = loc.pageCount;
  if (loc.pageEnd > loc.page) {
    return { key: 'reader.pages', values: { from: loc.page + 1, to: loc.pageEnd + 1, count } };
  }
  if (loc.label) {
    return { key: 'reader.pageLabel', values: { label: loc.label, page: loc.page + 1, count } };
  }
  return { key: 'reader.page', values: { page: loc.page + 1, count } };
}

function PageIndicatorText({ text }: { text: PageText }) {
  const { t } = useTranslation();
  switch (text.key) {
    case 'reader.pages':
      return t('reader.pages', text.values);
    case 'reader.pageLabel':
      return t('reader.pageLabel', text.values);
    default:
      return t('reader.page', text.values);
  }
}

/**
 * The reading screen: a big back button and the title, the book (tap zones, swipes, arrow keys
 * and the big buttons turn pages), narration controls, the page indicator with a progress bar,
 * and "The End" on the last page, which finishes the book (spec §4 "Book finish").
 */
export function ReaderView({
  manifest,
  file,
  onRetry,
  start,
  backTo,
  onFinished,
}: ReaderViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const modal = useModal();
  const stage = useRef<HTMLDivElement>(null);
  const [settings, updateSettings] = useReaderSettings();
  const session = useReadingSession(manifest.id, start?.position ?? null);
  const finishBook = useFinishBook(manifest.id, session.bookSessionId);
  const [lookup, setLookup] = useState<WordLookupRequest | null>(null);
  const [celebration, setCelebration] = useState<FinishedBookResponse | null>(null);
  const fixed = manifest.fileType === 'epub' && manifest.layout === 'fixed';
  const reflowable = manifest.fileType === 'epub' && manifest.layout === 'reflowable';

  const display = useMemo<ReaderDisplay>(
    () => ({
      fontScale: settings.fontScale,
      dyslexiaFont: settings.dyslexiaFont,
      pageSystem: settings.pageSystem,
    }),
    [settings.fontScale, settings.dyslexiaFont, settings.pageSystem],
  );
  const frameTitle = useCallback(
    (index: number) => t('reader.frameTitle', { page: index + 1 }),
    [t],
  );

  const { engine, location, status } = useReaderEngine({
    container: stage,
    manifest,
    file,
    display,
    wordMode: fixed && settings.wordMode,
    start,
    frameTitle,
  });

  // Narration gets the taps the reader passes on (tap-to-hear while it is playing).
  const routed = useMemo(() => (engine ? routeTaps(engine) : null), [engine]);
  const narration = useNarration(routed?.engine ?? null, manifest);
  const narrationBusy = narration.status === 'playing' || narration.status === 'waiting';
  const busyRef = useRef(narrationBusy);
  busyRef.current = narrationBusy;

  useEffect(() => {
    if (!engine || !routed) return;
    return engine.onPress((e: TapEvent) => {
      if (!e.longPress && busyRef.current) routed.pass(e);
      else setLookup({ section: e.section, x: e.x, y: e.y, engine });
    });
  }, [engine, routed]);

  // Every new position is queued for the server (debounced, kept offline).
  useEffect(() => {
    if (!location) return;
    session.save({ position: location.position, page: location.page, fraction: location.fraction });
  }, [location, session]);

  // Arrow keys and Page Up/Down anywhere in the app (the book frames listen on their own).
  useEffect(() => {
    if (!engine) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const el = e.target as Element | null;
      if (el && el.nodeType === 1 && el.closest(OWN_KEYS)) return;
      const action = keyAction(e.key, engine.rtl);
      if (!action) return;
      e.preventDefault();
      void (action === 'next' ? engine.next() : engine.prev());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [engine]);

  const closeLookup = useCallback(() => setLookup(null), []);

  const leaveForBrowse = useCallback(() => void navigate(href('browse')), [navigate]);

  const finish = useCallback(async () => {
    narration.pause();
    const outcome = await finishBook.finish();
    if (outcome.kind === 'finished') {
      // Spec §4 "Book finish": the super flow with what the finish earned (it closes at once
      // when there is nothing), then the summary.
      setCelebration(outcome.result);
    } else if (outcome.kind === 'outsideSchoolHours') {
      openClassTimeOver(modal, { text: t('reader.classTimeOverText'), onLeave: leaveForBrowse });
    } else {
      notify.error(t('messages.generic'));
    }
  }, [finishBook, modal, narration, leaveForBrowse, t]);

  const rtl = !!engine?.rtl;
  const percent = location ? Math.round(location.fraction * 100) : 0;
  const indicator = location ? pageText(location) : null;
  const atEnd = !!location?.atEnd;

  return (
    <div
      className={clsx(styles.reader, reflowable && styles.reflowable)}
      data-reader-status={status}
      data-layout={fixed ? 'fixed' : reflowable ? 'reflowable' : 'pdf'}
      data-page={location ? location.page + 1 : undefined}
      data-page-end={location ? location.pageEnd + 1 : undefined}
      data-page-count={location?.pageCount}
      data-fraction={location ? location.fraction.toFixed(5) : undefined}
      data-position={location?.position}
      data-at-end={atEnd || undefined}
    >
      <header className={styles.topBar}>
        <ButtonLink
          to={backTo}
          variant="secondary"
          className={styles.back}
          aria-label={t('reader.backLabel')}
          icon={<ArrowLeft size={28} aria-hidden="true" />}
        >
          <span className={styles.backLabel}>{t('reader.back')}</span>
        </ButtonLink>
        <h1 className={styles.title} {...{ elementtiming: READER_TITLE_TIMING }}>
          {manifest.title}
        </h1>
        <div className={styles.tools}>
          {fixed ? (
            <Button
              variant="secondary"
              className={clsx(styles.toolButton, settings.wordMode && styles.wordModeOn)}
              aria-pressed={settings.wordMode}
              title={t('reader.wordModeHint')}
              aria-label={settings.wordMode ? t('reader.wordModeOn') : t('reader.wordModeOff')}
              onClick={() => updateSettings({ wordMode: !settings.wordMode })}
              icon={<Pointer size={24} aria-hidden="true" />}
            >
              {/* The icon and On / Off say it on a narrow window (the button keeps its name). */}
              <span className={styles.toolLabel}>{t('reader.wordMode')}</span>
              <span
                className={clsx(styles.modeState, settings.wordMode && styles.modeStateOn)}
                aria-hidden="true"
                data-testid="word-mode-state"
              >
                {settings.wordMode ? t('reader.wordModeStateOn') : t('reader.wordModeStateOff')}
              </span>
            </Button>
          ) : null}
          {reflowable ? (
            <Suspense
              fallback={
                <Button
                  variant="secondary"
                  iconOnly
                  disabled
                  className={styles.toolButton}
                  aria-label={t('reader.settings')}
                  icon={<Settings2 size={26} aria-hidden="true" />}
                />
              }
            >
              <ReaderSettingsButton
                settings={settings}
                onChange={updateSettings}
                reflowable={reflowable}
                pageList={manifest.pagination === 'pageList'}
              />
            </Suspense>
          ) : null}
        </div>
      </header>

      <section
        className={clsx(styles.stage, fixed && settings.wordMode && styles.stageWordMode)}
        aria-label={t('reader.bookArea')}
        data-word-mode={fixed ? (settings.wordMode ? 'on' : 'off') : undefined}
      >
        <div ref={stage} className={styles.book} data-testid="reader-book" />
        {fixed && settings.wordMode ? (
          <p className={styles.wordModeBanner} aria-hidden="true">
            <Pointer size={20} aria-hidden="true" />
            {t('reader.wordModeBanner')}
          </p>
        ) : null}
        {status === 'loading' ? (
          <div className={styles.overlay}>
            <Spinner label={t('reader.loadingFile')} />
          </div>
        ) : status === 'error' ? (
          <div className={styles.overlay} role="alert">
            <Art name="stormCloud" decorative size={160} />
            <p className={styles.overlayTitle}>{t('reader.openFailed')}</p>
            <p>{t('reader.openFailedText')}</p>
            <Button variant="secondary" onClick={onRetry}>
              {t('reader.tryAgain')}
            </Button>
          </div>
        ) : null}
      </section>

      <div
        className={clsx(
          styles.narration,
          narration.upcoming !== 'none' && styles.narrationReserved,
        )}
      >
        {narration.mode !== 'none' ? (
          <Suspense fallback={<NarrationPreview mode={narration.mode} />}>
            <NarrationBar narration={narration} />
          </Suspense>
        ) : narration.upcoming !== 'none' && status === 'loading' ? (
          <NarrationPreview mode={narration.upcoming} />
        ) : null}
      </div>

      <nav
        className={styles.bottomBar}
        aria-label={t('reader.pageControls')}
        dir={rtl ? 'rtl' : 'ltr'}
      >
        <Button
          variant="secondary"
          iconOnly
          className={styles.turn}
          aria-label={t('reader.previous')}
          disabled={!engine || !!location?.atStart}
          onClick={() => void engine?.prev()}
          icon={
            rtl ? (
              <ChevronRight size={34} aria-hidden="true" />
            ) : (
              <ChevronLeft size={34} aria-hidden="true" />
            )
          }
        />
        <div className={styles.indicator} dir="ltr">
          {atEnd ? <p className={styles.theEnd}>{t('reader.theEnd')}</p> : null}
          <p className={styles.pageText} aria-live="polite" data-testid="reader-page">
            {indicator ? <PageIndicatorText text={indicator} /> : '\u00a0'}
          </p>
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={t('reader.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div className={styles.progressFill} style={{ width: `${percent}%` }} />
          </div>
        </div>
        {atEnd ? (
          <Button
            variant="sunny"
            className={styles.finish}
            loading={finishBook.pending}
            onClick={() => void finish()}
            icon={<PartyPopper size={28} aria-hidden="true" />}
          >
            {t('reader.finish')}
          </Button>
        ) : (
          <Button
            variant="primary"
            iconOnly
            className={styles.turn}
            aria-label={t('reader.next')}
            disabled={!engine}
            onClick={() => void engine?.next()}
            icon={
              rtl ? (
                <ChevronLeft size={34} aria-hidden="true" />
              ) : (
                <ChevronRight size={34} aria-hidden="true" />
              )
            }
          />
        )}
      </nav>

      {lookup ? (
        <Suspense fallback={null}>
          <WordLookup key={lookupKey(lookup)} request={lookup} onClose={closeLookup} />
        </Suspense>
      ) : null}
      {celebration ? (
        <Suspense fallback={null}>
          <SuperFlow
            earnings={celebration.earnings}
            points={celebration.points}
            onClose={() => onFinished(celebration)}
          />
        </Suspense>
      ) : session.openRewards ? (
        <Suspense fallback={null}>
          <SuperFlow
            earnings={session.openRewards.earnings}
            points={session.openRewards.points}
            onClose={session.celebrated}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
