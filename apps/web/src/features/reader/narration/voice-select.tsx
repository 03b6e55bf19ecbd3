import type { Key } from 'react';
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { ChevronDown } from 'lucide-react';
import { useNarrationText } from './narration-text.ts';
import type { Narration } from './use-narration.ts';
import styles from './narration-bar.module.css';

const DEFAULT_VOICE = '__default__';

/**
 * Read-to-me's voice choice (a select with a pop-up list). In a module of its own, loaded by the
 * narration bar only for read-to-me: its pop-up (React Aria's overlays, ≈ 45 KB) was half of the
 * code a read-along book evaluated while opening (issue 15, the reader's blocking time on a
 * phone).
 */
export function VoiceSelect({ narration: n }: { narration: Narration }) {
  const t = useNarrationText();
  return (
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
          <ListBoxItem id={DEFAULT_VOICE} className={styles.option} textValue={t('defaultVoice')}>
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
  );
}
