import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import { capitalizeName, KID_ROLES, truncateName, type SessionView } from '@pagebird/contract';
import { ProfileAvatar, type AvatarSettings } from '../../components/ui/profile-avatar.tsx';
import menuStyles from '../../components/ui/menu.module.css';
import styles from './header.module.css';

/**
 * The account menu's trigger while the dropdown's code loads (headers.tsx AccountMenuSlot): the
 * same look and name, a real button. Pointing at it or focusing it asks for the code; pressing
 * it (pointer down, or Enter / Space) opens the menu as soon as the code is there.
 */
export function AccountMenuPlaceholder({
  session,
  name,
  avatarSettings,
  onWarm,
  onOpen,
  onFocusChange,
}: {
  session: SessionView;
  name: string;
  avatarSettings?: AvatarSettings | null;
  onWarm: () => void;
  onOpen: () => void;
  onFocusChange: (focused: boolean) => void;
}) {
  const { t } = useTranslation();
  const shown = KID_ROLES.includes(session.role) ? capitalizeName(name) : name;
  return (
    <button
      type="button"
      className={menuStyles.trigger}
      aria-label={t('header.accountMenu', { name: shown })}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={onWarm}
      onFocus={() => {
        onFocusChange(true);
        onWarm();
      }}
      onBlur={() => onFocusChange(false)}
      // On the press itself: the focus it brings loads the menu, which can take this button's
      // place before the click.
      onPointerDown={onOpen}
      onClick={onOpen}
    >
      <ProfileAvatar name={shown} settings={avatarSettings} size="sm" />
      <span className={styles.accountName} data-testid="account-name">
        {truncateName(shown)}
      </span>
      <ChevronDown className={menuStyles.chevron} size={18} aria-hidden="true" />
    </button>
  );
}
