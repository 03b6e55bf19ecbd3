import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Send, ThumbsDown, ThumbsUp } from 'lucide-react';
import clsx from 'clsx';
import {
  COMPANION_MESSAGES,
  COMPANION_QUESTION_MAX,
  capitalizeName,
  counterText,
  href,
  type ChatMessage,
  type ThumbReaction,
} from '@pagebird/contract';
import { Art } from '../../../components/art.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { BannerCarousel, BookCard, Swimlane } from '../../../components/books/index.ts';
import { useSession } from '../../../lib/auth/session-store.ts';
import { isApiError } from '../../../lib/api-client.ts';
import {
  companionKeys,
  useAskPagebird,
  useCompanionLanes,
  useCompanionStatus,
  useSearchFeedback,
} from '../api/companion.ts';
import styles from './ask-me.module.css';

type Entry =
  | { id: number; kind: 'user'; text: string }
  | { id: number; kind: 'answer'; message: ChatMessage }
  | { id: number; kind: 'error'; text: string };

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** Milliseconds per character of the typed-out answer. */
const TYPING_MS_PER_CHAR = 14;

/**
 * The answer's words appear as if typed; then books and prompts (the typing-complete state).
 * Time-based, so a busy device skips ahead instead of slowing down; reduced motion shows it all.
 */
function useTypewriter(text: string, onDone: () => void) {
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? text.length : 0));
  const doneRef = useRef(onDone);
  useEffect(() => {
    doneRef.current = onDone;
  });
  const complete = shown >= text.length;
  useEffect(() => {
    if (complete) return;
    const start = performance.now();
    const tick = () =>
      setShown(
        Math.min(text.length, Math.floor((performance.now() - start) / TYPING_MS_PER_CHAR) + 1),
      );
    const timer = setInterval(tick, 40);
    const finish = setTimeout(() => setShown(text.length), text.length * TYPING_MS_PER_CHAR + 80);
    return () => {
      clearInterval(timer);
      clearTimeout(finish);
    };
    // Restarted only by a new text (re-renders of the page must not restart it).
  }, [text, complete]);
  useEffect(() => {
    if (complete) doneRef.current();
  }, [complete]);
  return text.slice(0, shown);
}

/** /ask-pagebird: the kid-safe book companion chat (spec §4 "AI chat"). */
export function AskMePage() {
  const { t } = useTranslation();
  const session = useSession();
  const status = useCompanionStatus();
  const available = status.data?.available === true;
  const lanes = useCompanionLanes(available);
  const ask = useAskPagebird();
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [question, setQuestion] = useState('');
  const [remaining, setRemaining] = useState<number | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const nextId = useRef(1);
  const inputRef = useRef<HTMLInputElement>(null);
  const logEnd = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const counterId = useId();
  const name = session.user?.name ? capitalizeName(session.user.name) : null;

  const left = remaining ?? status.data?.remainingToday ?? null;
  const blocked = limitReached || left === 0;

  useEffect(() => {
    logEnd.current?.scrollIntoView?.({ block: 'end', behavior: 'smooth' });
  }, [entries, ask.isPending]);

  async function send(text: string) {
    const q = text.trim();
    if (!q || ask.isPending || blocked) return;
    setQuestion('');
    setEntries((e) => [...e, { id: nextId.current++, kind: 'user', text: q }]);
    try {
      const message = await ask.mutateAsync(q);
      setRemaining(message.remainingToday);
      if (message.limitReached) setLimitReached(true);
      setEntries((e) => [...e, { id: nextId.current++, kind: 'answer', message }]);
    } catch (err) {
      if (isApiError(err) && err.status === 403) {
        void queryClient.invalidateQueries({ queryKey: companionKeys.status() });
      }
      setEntries((e) => [
        ...e,
        {
          id: nextId.current++,
          kind: 'error',
          text: isApiError(err) && err.status < 500 ? err.message : t('companion.error'),
        },
      ]);
    }
    inputRef.current?.focus();
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void send(question);
  }

  if (status.isPending) {
    return (
      <div className={styles.page}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (status.isError || !status.data || !available) {
    const reason = status.data?.reason ?? 'FEATURE_OFF';
    return (
      <div className={styles.page} data-testid="ask-me-off">
        {/* The page keeps its title for screen readers when the companion is off or not for this role. */}
        <h1 className="pb-visually-hidden">{t('companion.title')}</h1>
        <EmptyState
          illustration={<Art name="mascot" mood="sleepy" decorative size={180} />}
          title={t('companion.off.title')}
          action={
            <ButtonLink to={href('browse')} variant="primary" size="lg">
              {t('companion.off.browse')}
            </ButtonLink>
          }
        >
          <p>{t(`companion.off.${reason}`)}</p>
        </EmptyState>
      </div>
    );
  }

  const suggestions = status.data.suggestions;

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroBird} aria-hidden="true">
          <Art name="mascot" mood={ask.isPending ? 'reading' : 'waving'} decorative size={120} />
        </div>
        <div>
          <h1 className={styles.title}>{t('companion.title')}</h1>
          <p className={styles.intro}>{t('companion.intro')}</p>
        </div>
      </header>

      <section className={styles.chat} aria-label={t('companion.chatLog')}>
        <div className={styles.log} role="log" aria-live="polite" aria-relevant="additions">
          <AssistantBubble>
            <p>{name ? t('companion.hello', { name }) : t('companion.helloNoName')}</p>
            <p className={styles.tryThese}>{t('companion.tryThese')}</p>
            <PromptChips prompts={suggestions} onPick={(p) => void send(p)} disabled={blocked} />
          </AssistantBubble>

          {entries.map((entry) =>
            entry.kind === 'user' ? (
              <div key={entry.id} className={styles.userRow}>
                <p className={styles.userBubble}>
                  <span className={styles.srOnly}>{t('companion.you')}: </span>
                  {entry.text}
                </p>
              </div>
            ) : entry.kind === 'error' ? (
              <AssistantBubble key={entry.id} tone="error">
                <p>{entry.text}</p>
              </AssistantBubble>
            ) : (
              <Answer
                key={entry.id}
                message={entry.message}
                onPick={(p) => void send(p)}
                disabled={blocked}
              />
            ),
          )}

          {ask.isPending ? (
            <div className={styles.typingRow} data-state="typing">
              <div className={styles.birdBadge} aria-hidden="true">
                <Art name="mascot" mood="reading" decorative size={44} />
              </div>
              <div className={styles.typingBubble} role="status">
                <span className={styles.srOnly}>{t('companion.typing')}</span>
                <span className={styles.dot} />
                <span className={styles.dot} />
                <span className={styles.dot} />
              </div>
            </div>
          ) : null}
          <div ref={logEnd} />
        </div>

        <form className={styles.composer} onSubmit={onSubmit}>
          <label htmlFor={inputId} className={styles.srOnly}>
            {t('companion.inputLabel')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            value={question}
            maxLength={COMPANION_QUESTION_MAX}
            onChange={(e) => setQuestion(e.target.value)}
            placeholder={blocked ? t('companion.comeBack') : t('companion.placeholder')}
            disabled={blocked}
            autoComplete="off"
            aria-describedby={counterId}
          />
          <button
            type="submit"
            className={styles.send}
            disabled={blocked || ask.isPending || question.trim() === ''}
          >
            <Send size={26} aria-hidden="true" />
            <span>{t('companion.send')}</span>
          </button>
          <p id={counterId} className={styles.meta}>
            <span>{counterText(question.length, COMPANION_QUESTION_MAX)}</span>
            {left !== null ? (
              <span className={styles.remaining} data-testid="remaining">
                {blocked ? t('companion.comeBack') : t('companion.remaining', { count: left })}
              </span>
            ) : null}
          </p>
        </form>
      </section>

      {lanes.data && lanes.data.length > 0 ? (
        <section className={styles.lanes} aria-label={t('companion.moreBooks')}>
          {lanes.data.map((lane) =>
            lane.type === 'B_BANNERS' ? (
              <BannerCarousel
                key={lane.id}
                banners={[...lane.banners].sort((a, b) => a.position - b.position)}
              />
            ) : (
              <Swimlane key={lane.id} title={lane.title} laneType={lane.type}>
                {lane.books.map((book) => (
                  <BookCard key={book.id} book={book} />
                ))}
              </Swimlane>
            ),
          )}
        </section>
      ) : null}
    </div>
  );
}

function AssistantBubble({
  children,
  tone,
  state,
}: {
  children: ReactNode;
  tone?: 'error' | 'limit';
  state?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.assistantRow} data-state={state}>
      <div className={styles.birdBadge} aria-hidden="true">
        <Art name="mascot" mood={tone === 'limit' ? 'sleepy' : 'happy'} decorative size={44} />
      </div>
      <div
        className={clsx(
          styles.assistantBubble,
          tone === 'error' && styles.errorBubble,
          tone === 'limit' && styles.limitBubble,
        )}
      >
        <span className={styles.srOnly}>{t('companion.pagebird')}: </span>
        {children}
      </div>
    </div>
  );
}

function PromptChips({
  prompts,
  onPick,
  disabled,
}: {
  prompts: string[];
  onPick: (p: string) => void;
  disabled: boolean;
}) {
  if (prompts.length === 0) return null;
  return (
    <ul className={styles.chips}>
      {prompts.map((p) => (
        <li key={p}>
          <button
            type="button"
            className={styles.chip}
            onClick={() => onPick(p)}
            disabled={disabled}
          >
            {p}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Answer({
  message,
  onPick,
  disabled,
}: {
  message: ChatMessage;
  onPick: (p: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [complete, setComplete] = useState(false);
  const text = useTypewriter(message.content, () => setComplete(true));
  const state = message.limitReached
    ? 'limit-reached'
    : !complete
      ? 'typing'
      : message.state === 'no-result'
        ? 'no-result'
        : 'typing-complete';

  return (
    <>
      <AssistantBubble tone={message.limitReached ? 'limit' : undefined} state={state}>
        {message.notice && complete ? <p className={styles.notice}>{message.notice}</p> : null}
        <p>
          {text}
          {!complete ? <span className={styles.caret} aria-hidden="true" /> : null}
        </p>
        {message.aiGenerated && complete ? (
          <p className={styles.aiMark}>{t('companion.madeByAi')}</p>
        ) : null}
      </AssistantBubble>

      {complete && message.books.length > 0 ? (
        <div className={styles.results}>
          <h2 className={styles.resultsTitle}>{t('companion.books')}</h2>
          <ul className={styles.bookList}>
            {message.books.map((book, i) => (
              <li
                key={book.id}
                className={styles.bookItem}
                style={{ animationDelay: `${i * 70}ms` }}
              >
                <BookCard book={book} />
                {message.aiSearchResponseId ? (
                  <Thumbs
                    responseId={message.aiSearchResponseId}
                    imageID={book.id}
                    title={book.title}
                    initial={
                      message.searchImages.find((s) => s.imageID === book.id)?.thumbReaction ?? null
                    }
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {complete && !message.limitReached ? (
        <AssistantBubble>
          <p>{COMPANION_MESSAGES.greeting}</p>
          {message.followOnPrompts.length > 0 ? (
            <>
              <p className={styles.tryThese}>{t('companion.nextIdeas')}</p>
              <PromptChips prompts={message.followOnPrompts} onPick={onPick} disabled={disabled} />
            </>
          ) : null}
        </AssistantBubble>
      ) : null}
    </>
  );
}

function Thumbs({
  responseId,
  imageID,
  title,
  initial,
}: {
  responseId: string;
  imageID: string;
  title: string;
  initial: ThumbReaction | null;
}) {
  const { t } = useTranslation();
  const [reaction, setReaction] = useState<ThumbReaction | null>(initial);
  const feedback = useSearchFeedback();
  function rate(next: ThumbReaction) {
    const previous = reaction;
    setReaction(next);
    feedback.mutate(
      { aiSearchResponseId: responseId, imageID, thumbReaction: next },
      { onError: () => setReaction(previous) },
    );
  }
  return (
    <div className={styles.thumbs} role="group" aria-label={title}>
      <button
        type="button"
        className={clsx(styles.thumb, reaction === 'UP' && styles.thumbUpOn)}
        aria-pressed={reaction === 'UP'}
        aria-label={t('companion.thumbUp', { title })}
        onClick={() => rate('UP')}
      >
        <ThumbsUp size={24} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={clsx(styles.thumb, reaction === 'DOWN' && styles.thumbDownOn)}
        aria-pressed={reaction === 'DOWN'}
        aria-label={t('companion.thumbDown', { title })}
        onClick={() => rate('DOWN')}
      >
        <ThumbsDown size={24} aria-hidden="true" />
      </button>
      {feedback.isSuccess ? (
        <span className={styles.thanks} role="status">
          {t('companion.thanks')}
        </span>
      ) : null}
    </div>
  );
}
