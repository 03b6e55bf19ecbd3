import type { Key } from 'react';
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Radio,
  RadioGroup,
  Select,
  SelectValue,
  Switch,
} from 'react-aria-components';
import { BookAudio, ChevronDown, Volume2 } from 'lucide-react';
import clsx from 'clsx';
import { PlayButton } from './narration-preview.tsx';
import { useNarrationText } from './narration-text.ts';
import type { Narration } from './use-narration.ts';
import styles from './narration-bar.module.css';

export interface NarrationBarProps {
  narration: Narration;
  className?: string;
}

const DEFAULT_VOICE = '__default__';

function Toggle({
  isSelected,
  onChange,
  children,
}: {
  isSelected: boolean;
  onChange: (on: boolean) => void;
  children: string;
}) {
  return (
    <Switch className={styles.switch} isSelected={isSelected} onChange={onChange}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.switchLabel}>{children}</span>
    </Switch>
  );
}

/**
 * The narration controls under the book: a big play/pause, speed, "pause after each page", and for
 * read-to-me the on/off switch and the voice. `data-narration-state` (playing | paused) is there
 * for the reader's end-to-end tests.
 */
export function NarrationBar({ narration: n, className }: NarrationBarProps) {
  const t = useNarrationText();
  if (n.mode === 'none') return null;
  const readToMe = n.mode === 'read-to-me';
  const active = !readToMe || n.readToMe;
  const statusText = n.loading ? t('loading') : t(`status.${n.status}`);

  return (
    <section
      className={clsx(styles.bar, className)}
      aria-label={t('region')}
      data-narration-state={n.playing ? 'playing' : 'paused'}
      data-narration-status={n.status}
      data-narration-mode={n.mode}
    >
      {readToMe ? (
        <div className={styles.mode}>
          <Volume2 size={22} aria-hidden="true" />
          <Toggle isSelected={n.readToMe} onChange={n.setReadToMe}>
            {t('readToMe')}
          </Toggle>
        </div>
      ) : (
        <div className={styles.mode}>
          <BookAudio size={22} aria-hidden="true" />
          <span className={styles.modeLabel}>{t('readAlong')}</span>
        </div>
      )}

      {active && (
        <>
          <PlayButton playing={n.playing} loading={n.loading} onPress={n.toggle} />

          <RadioGroup
            className={styles.speeds}
            orientation="horizontal"
            value={String(n.speed)}
            onChange={(v) => {
              const speed = n.speeds.find((s) => String(s) === v);
              if (speed !== undefined) n.setSpeed(speed);
            }}
          >
            <Label className={styles.groupLabel}>{t('speed')}</Label>
            <div className={styles.speedList}>
              {n.speeds.map((s) => (
                <Radio
                  key={s}
                  value={String(s)}
                  className={styles.speed}
                  aria-label={t('speedLabel', { value: s })}
                >
                  {t('speedValue', { value: s })}
                </Radio>
              ))}
            </div>
          </RadioGroup>

          <Toggle isSelected={n.pauseAfterPage} onChange={n.setPauseAfterPage}>
            {t('pauseAfterPage')}
          </Toggle>

          {readToMe && (
            <Select
              className={styles.voice}
              value={n.voice ?? DEFAULT_VOICE}
              onChange={(key: Key | null) =>
                n.setVoice(key === null || key === DEFAULT_VOICE ? null : String(key))
              }
            >
              <Label className={styles.groupLabel}>{t('voice')}</Label>
              <AriaButton className={styles.voiceButton}>
                <SelectValue className={styles.voiceValue} />
                <ChevronDown size={18} aria-hidden="true" />
              </AriaButton>
              <Popover className={styles.popover}>
                <ListBox className={styles.list}>
                  <ListBoxItem
                    id={DEFAULT_VOICE}
                    className={styles.option}
                    textValue={t('defaultVoice')}
                  >
                    {t('defaultVoice')}
                  </ListBoxItem>
                  {n.voices.map((v) => (
                    <ListBoxItem key={v.id} id={v.id} className={styles.option} textValue={v.name}>
                      {v.name}
                    </ListBoxItem>
                  ))}
                </ListBox>
              </Popover>
            </Select>
          )}
        </>
      )}

      <p className={styles.status} role="status" aria-live="polite">
        {active ? statusText : ''}
      </p>
    </section>
  );
}
