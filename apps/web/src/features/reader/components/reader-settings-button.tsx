import { useTranslation } from 'react-i18next';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  Label,
  Popover,
  Radio,
  RadioGroup,
  Switch,
} from 'react-aria-components';
import { Minus, Plus, Settings2, X } from 'lucide-react';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FONT_SCALES } from '../engine/book-styles.ts';
import type { ReaderPageSystem } from '../engine/engine-types.ts';
import type { ReaderSettings } from '../settings/reader-settings.ts';
import styles from './reader.module.css';

export interface ReaderSettingsButtonProps {
  settings: ReaderSettings;
  onChange: (patch: Partial<ReaderSettings>) => void;
  /** Reflowable books only: text size, font and page numbers apply to them. */
  reflowable: boolean;
  /** The book has the publisher's page list: the page numbers can follow it. */
  pageList?: boolean;
}

function nearestScaleIndex(scale: number): number {
  let best = 0;
  FONT_SCALES.forEach((s, i) => {
    if (Math.abs(s - scale) < Math.abs(FONT_SCALES[best]! - scale)) best = i;
  });
  return best;
}

/**
 * Text size, dyslexia-friendly letters and, for books with the publisher's page list, the page
 * system (pages of 500 words or the printed book's pages), in a popover by the title.
 */
export function ReaderSettingsButton({
  settings,
  onChange,
  reflowable,
  pageList = false,
}: ReaderSettingsButtonProps) {
  const { t } = useTranslation();
  if (!reflowable) return null;
  const i = nearestScaleIndex(settings.fontScale);
  return (
    <DialogTrigger>
      <AriaButton
        className={buttonClass({
          variant: 'secondary',
          iconOnly: true,
          className: styles.toolButton,
        })}
        aria-label={t('reader.settings')}
      >
        <Settings2 size={26} aria-hidden="true" />
      </AriaButton>
      <Popover className={styles.popover} placement="bottom end">
        <Dialog className={styles.dialog} aria-label={t('reader.settingsTitle')}>
          {({ close }) => (
            <>
              <div className={styles.dialogHeader}>
                <Heading slot="title" className={styles.dialogTitle}>
                  {t('reader.settingsTitle')}
                </Heading>
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  aria-label={t('reader.close')}
                  onClick={close}
                  icon={<X size={22} aria-hidden="true" />}
                />
              </div>

              <div className={styles.setting} role="group" aria-labelledby="reader-text-size">
                <span id="reader-text-size" className={styles.settingLabel}>
                  {t('reader.textSize')}
                </span>
                <div className={styles.sizeRow}>
                  <Button
                    variant="secondary"
                    iconOnly
                    aria-label={t('reader.smaller')}
                    disabled={i <= 0}
                    onClick={() => onChange({ fontScale: FONT_SCALES[Math.max(0, i - 1)] })}
                    icon={<Minus size={22} aria-hidden="true" />}
                  />
                  <output className={styles.sizeValue} aria-live="polite">
                    {t('reader.textSizeValue', { percent: Math.round(settings.fontScale * 100) })}
                  </output>
                  <Button
                    variant="secondary"
                    iconOnly
                    aria-label={t('reader.bigger')}
                    disabled={i >= FONT_SCALES.length - 1}
                    onClick={() =>
                      onChange({ fontScale: FONT_SCALES[Math.min(FONT_SCALES.length - 1, i + 1)] })
                    }
                    icon={<Plus size={22} aria-hidden="true" />}
                  />
                </div>
              </div>

              <div className={styles.setting}>
                <Switch
                  className={styles.switch}
                  isSelected={settings.dyslexiaFont}
                  onChange={(on) => onChange({ dyslexiaFont: on })}
                  aria-describedby="reader-dyslexia-help"
                >
                  <span className={styles.track} aria-hidden="true">
                    <span className={styles.thumb} />
                  </span>
                  {t('reader.dyslexiaFont')}
                </Switch>
                <p id="reader-dyslexia-help" className={styles.settingHelp}>
                  {t('reader.dyslexiaFontHelp')}
                </p>
              </div>

              {pageList ? (
                <RadioGroup
                  className={styles.setting}
                  value={settings.pageSystem}
                  onChange={(v) => onChange({ pageSystem: v as ReaderPageSystem })}
                >
                  <Label className={styles.settingLabel}>{t('reader.pageSystem')}</Label>
                  <div className={styles.choices}>
                    <Radio value="progression" className={styles.choice}>
                      {t('reader.pageSystemProgression')}
                    </Radio>
                    <Radio value="publisher" className={styles.choice}>
                      {t('reader.pageSystemPublisher')}
                    </Radio>
                  </div>
                </RadioGroup>
              ) : null}
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
