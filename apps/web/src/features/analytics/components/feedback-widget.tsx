import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MessageSquareHeart, RefreshCw, Star, X } from 'lucide-react';
import {
  CONSTANTS,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_RATINGS,
  LEDGER_MESSAGES,
  feedbackBodySchema,
  type FeedbackChallenge,
} from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import { useModal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session-store.ts';
import { STORAGE_KEYS, readValue, writeValue } from '../../../lib/storage.ts';
import { fetchFeedbackChallenge, useSendFeedback } from '../api/feedback.ts';
import { canSendFeedback } from './can-send-feedback.ts';
import styles from './feedback-widget.module.css';

/** Tracking name of the feedback modal (its page view is recorded like every modal's). */
export const FEEDBACK_MODAL = 'feedback';

const svgSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The form inside the modal: message, rating, captcha word; closes 2 s after success. */
export function FeedbackForm({ onDone, page }: { onDone: () => void; page: string }) {
  const { t } = useTranslation();
  const send = useSendFeedback();
  const [challenge, setChallenge] = useState<FeedbackChallenge | null>(null);
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [captcha, setCaptcha] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const messageId = useId();
  const ratingId = useId();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const newWord = useCallback(async () => {
    setCaptcha('');
    try {
      setChallenge(await fetchFeedbackChallenge());
    } catch (e) {
      setErrors((x) => ({ ...x, root: errorMessage(e) }));
    }
  }, []);

  useEffect(() => {
    void newWord();
    return () => clearTimeout(closeTimer.current);
  }, [newWord]);

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!challenge || send.isPending) return;
    // Spec §2: the captcha word is uppercased before sending.
    const body = {
      message,
      rating: rating ?? undefined,
      challengeId: challenge.challengeId,
      captcha: captcha.trim().toUpperCase(),
      page,
    };
    const parsed = feedbackBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'root');
        next[key] ??= key === 'rating' ? LEDGER_MESSAGES.ratingRequired : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const res = await send.mutateAsync(parsed.data);
      setDone(res.message);
      closeTimer.current = setTimeout(onDone, CONSTANTS.feedbackCloseMs);
    } catch (e) {
      if (isApiError(e) && e.fields.captcha) {
        setErrors({ captcha: e.fields.captcha });
        void newWord(); // one guess per word
      } else if (isApiError(e) && Object.keys(e.fields).length > 0) {
        setErrors(e.fields);
      } else {
        setErrors({ root: errorMessage(e) });
      }
    }
  };

  if (done) {
    return (
      <div className={styles.done} role="status" data-testid="feedback-success">
        <MessageSquareHeart aria-hidden size={40} />
        <p className={styles.doneText}>{done}</p>
        <p className={styles.hint}>{t('ledger.form.closing')}</p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <p className={styles.intro}>{t('ledger.form.intro')}</p>
      <div className={styles.field}>
        <label htmlFor={messageId} className={styles.label}>
          {t('ledger.form.message')}
        </label>
        <textarea
          id={messageId}
          className={styles.textarea}
          value={message}
          maxLength={FEEDBACK_MESSAGE_MAX}
          rows={5}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : `${messageId}-count`}
          onChange={(e) => setMessage(e.target.value)}
        />
        <div className={styles.row}>
          {errors.message ? (
            <span id={`${messageId}-error`} className={styles.error} role="alert">
              {errors.message}
            </span>
          ) : (
            <span />
          )}
          <span id={`${messageId}-count`} className={styles.counter}>
            {message.length}/{FEEDBACK_MESSAGE_MAX} Characters
          </span>
        </div>
      </div>

      <fieldset
        className={styles.field}
        aria-describedby={errors.rating ? `${ratingId}-e` : undefined}
      >
        <legend className={styles.label}>{t('ledger.form.rating')}</legend>
        <div className={styles.stars} role="radiogroup" aria-label={t('ledger.form.rating')}>
          {FEEDBACK_RATINGS.map((n) => (
            <label key={n} className={styles.star} data-on={rating !== null && n <= rating}>
              <input
                type="radio"
                name={ratingId}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className={styles.starInput}
                aria-label={t('ledger.form.ratingValue', { count: n })}
              />
              <Star aria-hidden size={30} />
            </label>
          ))}
        </div>
        {errors.rating ? (
          <span id={`${ratingId}-e`} className={styles.error} role="alert">
            {errors.rating}
          </span>
        ) : null}
      </fieldset>

      <div className={styles.captcha}>
        {challenge ? (
          <img
            className={styles.captchaImage}
            src={svgSrc(challenge.imageSvg)}
            alt={t('ledger.form.captchaPicture')}
            data-testid="feedback-captcha-image"
          />
        ) : (
          <span className={styles.hint}>{t('ledger.form.loadingWord')}</span>
        )}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => void newWord()}
          aria-label={t('ledger.form.newWord')}
          title={t('ledger.form.newWord')}
        >
          <RefreshCw aria-hidden size={18} />
        </Button>
      </div>
      <TextField
        label={t('ledger.form.captcha')}
        hint={t('ledger.form.captchaHint', { count: challenge?.length ?? 5 })}
        value={captcha}
        onChange={(e) => setCaptcha(e.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={8}
        counterText={() => ''}
        error={errors.captcha}
      />
      {errors.root ? (
        <p className={styles.error} role="alert">
          {errors.root}
        </p>
      ) : null}
      <Button type="submit" disabled={!challenge || send.isPending}>
        {send.isPending ? t('ledger.form.sending') : t('ledger.form.send')}
      </Button>
    </form>
  );
}

/**
 * The feedback widget of spec §2, for grown-ups (a tab docked to the right edge): a button that
 * opens the feedback modal, and a close button that hides it (remembered: browser-kept
 * "feedback widget visibility", spec §3).
 */
export function FeedbackWidget() {
  const { t } = useTranslation();
  const page = useLocation().pathname;
  const session = useSession();
  const modal = useModal();
  const [visible, setVisible] = useState(
    () => readValue<boolean>(STORAGE_KEYS.feedbackWidgetVisible) !== false,
  );
  if (!session.authenticated || !canSendFeedback(session.role) || !visible) return null;

  const appPath = /^\/[A-Za-z0-9/_-]*$/.test(page) ? page.slice(0, 200) : '/';
  return (
    <aside className={styles.widget} aria-label={t('ledger.widget.region')}>
      <button
        type="button"
        className={styles.open}
        aria-label={t('ledger.widget.openLabel')}
        onClick={() =>
          modal.open({
            name: FEEDBACK_MODAL,
            title: t('ledger.form.title'),
            size: 'md',
            content: ({ close }) => <FeedbackForm onDone={close} page={appPath} />,
          })
        }
      >
        <MessageSquareHeart aria-hidden size={18} />
        <span>{t('ledger.widget.open')}</span>
      </button>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t('ledger.widget.dismiss')}
        title={t('ledger.widget.dismiss')}
        onClick={() => {
          writeValue(STORAGE_KEYS.feedbackWidgetVisible, false);
          setVisible(false);
        }}
      >
        <X aria-hidden size={14} />
      </button>
    </aside>
  );
}
