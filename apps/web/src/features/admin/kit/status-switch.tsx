import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { notify } from '../../../components/ui/notifications.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import styles from './kit.module.css';

export interface StatusSwitchProps {
  active: boolean;
  /** Accessible name, e.g. the item's title ("Ann Admin: active"). */
  name: string;
  /** Calls the status endpoint; the caller reloads the list afterwards. */
  onChange: (active: boolean) => Promise<unknown>;
  /** After a successful change (the list page reloads the list here). */
  onChanged?: (active: boolean) => void;
  disabled?: boolean;
}

/**
 * ACTIVE / INACTIVE switch of spec §4 "Admin items": a real `role="switch"` button; while the call
 * runs it is disabled; a refused change shows the server's text and leaves the switch as it was.
 */
export function StatusSwitch({ active, name, onChange, onChanged, disabled }: StatusSwitchProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await onChange(!active);
      notify.success(
        t('adminCore.kit.statusChanged', {
          status: !active ? t('adminCore.kit.active') : t('adminCore.kit.inactive'),
        }),
      );
      onChanged?.(!active);
    } catch (e) {
      notify.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={t('adminCore.kit.statusSwitch', { name })}
      className={styles.switch}
      disabled={disabled || busy}
      onClick={() => void toggle()}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span aria-hidden="true">
        {active ? t('adminCore.kit.active') : t('adminCore.kit.inactive')}
      </span>
    </button>
  );
}

/** A read-only ACTIVE / INACTIVE badge for cells. */
export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={clsx(styles.badge, active && styles.badgeActive)}>
      {active ? t('adminCore.kit.active') : t('adminCore.kit.inactive')}
    </span>
  );
}
