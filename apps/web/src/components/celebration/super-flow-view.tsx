import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Gem, Gift, Sparkles, Star } from 'lucide-react';
import clsx from 'clsx';
import { MESSAGES } from '@pagebird/contract';
import { Button } from '../ui/button.tsx';
import { Confetti } from './confetti.tsx';
import { formatPoints } from './format-points.ts';
import { earningImage, type SuperFlowStep } from './super-flow-steps.ts';
import { LEVEL_UP_DONE, useLevelUpProgress } from './use-level-up-progress.ts';
import styles from './celebration.module.css';

function Picture({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className={clsx(styles.picture, styles.pictureFallback, className)} aria-hidden="true">
        <Star size={72} />
      </span>
    );
  }
  return (
    <img
      className={clsx(styles.picture, className)}
      src={src}
      alt=""
      onError={() => setFailed(true)}
    />
  );
}

function BadgeStep({
  step,
  revealed,
  onReveal,
}: {
  step: Extract<SuperFlowStep, { kind: 'badge' }>;
  revealed: boolean;
  onReveal: () => void;
}) {
  const { t } = useTranslation();
  const { earning } = step;
  const name = earning.badgeName ?? earning.label;
  return (
    <div className={styles.step} data-step="badge">
      <h2 className={styles.stepTitle}>{earning.title ?? MESSAGES.badgeTitle}</h2>
      {revealed ? (
        <div className={styles.revealed} aria-live="polite">
          <Picture src={earningImage(earning)} className={styles.badgeArt} />
          <p className={styles.bigText}>{name}</p>
          <p className="pb-visually-hidden">{t('rewards.celebration.badgeRevealed', { name })}</p>
        </div>
      ) : (
        <button
          type="button"
          className={styles.reveal}
          onClick={onReveal}
          autoFocus
          aria-describedby="pb-superflow-reveal-hint"
        >
          <span className={styles.mystery} aria-hidden="true">
            <Gift size={84} strokeWidth={1.75} />
          </span>
          <span className={styles.revealLabel}>{t('rewards.celebration.tapToReveal')}</span>
          <span id="pb-superflow-reveal-hint" className="pb-visually-hidden">
            {t('rewards.celebration.revealHint')}
          </span>
        </button>
      )}
    </div>
  );
}

function LevelUpStep({ step }: { step: Extract<SuperFlowStep, { kind: 'levelUp' }> }) {
  const { t } = useTranslation();
  const progress = useLevelUpProgress();
  const full = progress >= LEVEL_UP_DONE;
  return (
    <div className={styles.step} data-step="levelUp">
      <h2 className={styles.stepTitle}>{t('rewards.celebration.levelUpTitle')}</h2>
      <div
        className={styles.levelBar}
        role="progressbar"
        aria-label={t('rewards.celebration.levelProgress')}
        aria-valuemin={0}
        aria-valuemax={LEVEL_UP_DONE}
        aria-valuenow={progress}
      >
        <span className={styles.levelFill} style={{ width: `${progress}%` }} />
      </div>
      <div aria-live="polite" className={styles.levelResult}>
        {full ? (
          <>
            <span className={styles.levelBadge} aria-hidden="true">
              {step.level ?? <Star size={48} />}
            </span>
            <p className={styles.bigText}>
              {step.level !== null
                ? t('rewards.celebration.levelReached', { level: step.level })
                : step.earning.label}
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}

function AvatarStep({ step }: { step: Extract<SuperFlowStep, { kind: 'avatar' }> }) {
  const { t } = useTranslation();
  return (
    <div className={styles.step} data-step="avatar">
      <h2 className={styles.stepTitle}>{t('rewards.celebration.avatarTitle')}</h2>
      <Picture src={earningImage(step.earning)} className={styles.avatarArt} />
      <p className={styles.bigText}>{step.earning.label}</p>
    </div>
  );
}

function GemsStep({ step }: { step: Extract<SuperFlowStep, { kind: 'gems' }> }) {
  const { t } = useTranslation();
  return (
    <div className={styles.step} data-step="gems">
      <h2 className={styles.stepTitle}>
        {step.gems > 0
          ? t('rewards.celebration.gemsTitle', { count: step.gems })
          : t('rewards.celebration.pointsTitle')}
      </h2>
      <span className={styles.gemArt} aria-hidden="true">
        {step.gems > 0 ? <Gem size={96} strokeWidth={1.5} /> : <Sparkles size={96} />}
      </span>
      {step.points > 0 ? (
        <p className={styles.points}>
          {t('rewards.celebration.points', {
            count: step.points,
            formatted: formatPoints(step.points),
          })}
        </p>
      ) : null}
    </div>
  );
}

export interface SuperFlowViewProps {
  steps: readonly SuperFlowStep[];
  /** After the last step (Done, or the right arrow on the last step). */
  onDone: () => void;
}

/**
 * The screens of the super flow, one at a time (spec §4 "Super flow and badge modal"). A badge
 * screen first asks to be tapped; the button reads Next while more screens remain and Done on
 * the last. The right-arrow key does what the button does (and reveals a waiting badge).
 */
export function SuperFlowView({ steps, onDone }: SuperFlowViewProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const step = steps[index];
  const last = index >= steps.length - 1;
  const waiting = step?.kind === 'badge' && !revealed;

  const advance = () => {
    if (!step) return;
    if (waiting) {
      setRevealed(true);
      return;
    }
    if (last) {
      onDone();
      return;
    }
    setIndex(index + 1);
    setRevealed(false);
  };
  const advanceRef = useRef(advance);
  advanceRef.current = advance;

  // Captured before anything else (a reader turning pages on the arrow keys, for instance).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowRight' || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      e.preventDefault();
      e.stopPropagation();
      advanceRef.current();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  if (!step) return null;

  return (
    <div className={styles.flow} data-testid="super-flow">
      <Confetti key={`confetti-${index}-${revealed}`} />
      <div key={index} className={styles.stage}>
        {step.kind === 'badge' ? (
          <BadgeStep step={step} revealed={revealed} onReveal={() => setRevealed(true)} />
        ) : step.kind === 'levelUp' ? (
          <LevelUpStep step={step} />
        ) : step.kind === 'avatar' ? (
          <AvatarStep step={step} />
        ) : (
          <GemsStep step={step} />
        )}
      </div>
      <div className={styles.footer}>
        {steps.length > 1 ? (
          <p className={styles.dots}>
            {steps.map((s, i) => (
              <span
                key={`${s.kind}-${i}`}
                className={clsx(
                  styles.dot,
                  i === index && styles.dotOn,
                  i < index && styles.dotDone,
                )}
                aria-hidden="true"
              />
            ))}
            <span className="pb-visually-hidden">
              {t('rewards.celebration.step', { step: index + 1, total: steps.length })}
            </span>
          </p>
        ) : null}
        {waiting ? null : (
          <Button
            key={`next-${index}`}
            size="lg"
            variant="sunny"
            className={styles.next}
            onClick={advance}
            autoFocus
          >
            {last ? t('rewards.celebration.done') : t('rewards.celebration.next')}
          </Button>
        )}
      </div>
    </div>
  );
}
